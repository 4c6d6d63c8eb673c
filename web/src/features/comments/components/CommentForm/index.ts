export { CommentForm, type CommentFormProps } from './CommentForm';
