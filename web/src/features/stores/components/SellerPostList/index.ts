export { SellerPostList, type SellerPostListProps } from './SellerPostList';
