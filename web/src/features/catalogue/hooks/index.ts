export {
  readPostListParams,
  toPostListQuery,
  usePostListParams,
  writePostListParams,
  type PostListParams,
} from './use-post-list-params';
