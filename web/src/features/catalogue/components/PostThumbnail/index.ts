export { PostThumbnail, type PostThumbnailProps } from './PostThumbnail';
