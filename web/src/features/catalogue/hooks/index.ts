export { discountPercent, postState, type Availability, type PostState } from './post-state';
export {
  readPostListParams,
  toPostListQuery,
  usePostListParams,
  writePostListParams,
  type PostListParams,
} from './use-post-list-params';
