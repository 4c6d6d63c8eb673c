export { SellerPostItem, type SellerPostItemProps } from './SellerPostItem';
