export { storeKeys } from './store-keys';
export { useSellerProfile } from './use-seller-profile';
export { useSellerStats } from './use-seller-stats';
export { STORE_POSTS_PAGE_SIZE, useSellerPosts, type SellerPostsFilter } from './use-seller-posts';
export {
  STORE_REVIEWS_PAGE_SIZE,
  useSellerReviews,
  type SellerReviewsFilter,
} from './use-seller-reviews';
