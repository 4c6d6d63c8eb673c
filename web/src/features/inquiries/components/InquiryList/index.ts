export { InquiryList } from './InquiryList';
