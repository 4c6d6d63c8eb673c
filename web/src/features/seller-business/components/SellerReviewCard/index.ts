export { SellerReviewCard } from './SellerReviewCard';
