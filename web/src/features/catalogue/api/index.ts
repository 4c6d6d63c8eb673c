export { catalogueKeys } from './catalogue-keys';
export { useAddToCart } from './use-add-to-cart';
export { prefetchPostDetail, usePostDetail, type PostDetail } from './use-post-detail';
export {
  FEATURED_POST_COUNT,
  prefetchPostList,
  usePostList,
  type PostListPage,
  type PostListQuery,
} from './use-post-list';
