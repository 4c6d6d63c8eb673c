export { FaqList } from './FaqList';
