export { PostComments, type PostCommentsProps } from './PostComments';
