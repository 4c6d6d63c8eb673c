export { FaqItem, type FaqItemProps } from './FaqItem';
