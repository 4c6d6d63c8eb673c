export { SellerCommentCard } from './SellerCommentCard';
