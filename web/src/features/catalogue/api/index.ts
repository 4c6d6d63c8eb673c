export { catalogueKeys } from './catalogue-keys';
export { useAddToCart, type UseAddToCartOptions } from './use-add-to-cart';
export { usePostDetail, type PostDetail } from './use-post-detail';
export { usePostList, type PostListPage, type PostListQuery } from './use-post-list';
