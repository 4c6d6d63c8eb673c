export { ListSkeleton, SellerReviewList } from './SellerReviewList';
