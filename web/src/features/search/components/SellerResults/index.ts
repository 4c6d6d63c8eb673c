export { SellerResults, type SellerResultsProps } from './SellerResults';
