export { CommentItem, type CommentItemProps } from './CommentItem';
