export { SellerCard, type SellerCardProps } from './SellerCard';
