export { discountPercent, postState, type Availability, type PostState } from './post-state';
export { postListPath, postPath, storePath } from './post-path';
export { useLocalized } from './use-localized';
export { useFormatDay } from './use-format-day';
export { useErrorToast } from './use-error-toast';
export { useNow } from './use-now';
export {
  parseSeqParam,
  readPostListParams,
  usePostListParams,
  writePostListParams,
  type PostListParams,
} from './use-post-list-params';
