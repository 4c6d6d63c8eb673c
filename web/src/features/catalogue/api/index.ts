export { catalogueKeys } from './catalogue-keys';
export { useAddToCart } from './use-add-to-cart';
export { postDetailQuery, usePostDetail, type PostDetail } from './use-post-detail';
export {
  FEATURED_POST_COUNT,
  postListQuery,
  usePostList,
  type PostListPage,
  type PostListQuery,
} from './use-post-list';
