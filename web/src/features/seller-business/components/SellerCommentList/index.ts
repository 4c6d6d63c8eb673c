export { SellerCommentList } from './SellerCommentList';
