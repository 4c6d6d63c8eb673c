export { CheckoutLines, type CheckoutLinesProps } from './CheckoutLines';
