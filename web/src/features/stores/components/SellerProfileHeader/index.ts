export { SellerProfileHeader, type SellerProfileHeaderProps } from './SellerProfileHeader';
