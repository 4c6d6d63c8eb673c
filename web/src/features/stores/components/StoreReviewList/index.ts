export { StoreReviewList, type StoreReviewListProps } from './StoreReviewList';
