export { RefundSection, type RefundSectionProps } from './RefundSection';
