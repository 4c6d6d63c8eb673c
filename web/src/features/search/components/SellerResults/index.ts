export { SellerResults, SellerResultsSkeleton, type SellerResultsProps } from './SellerResults';
