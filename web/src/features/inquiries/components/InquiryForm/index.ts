export { InquiryForm } from './InquiryForm';
