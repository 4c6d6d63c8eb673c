export { PostDetail, type PostDetailProps } from './PostDetail';
export { PostDetailSkeleton } from './PostDetailSkeleton';
