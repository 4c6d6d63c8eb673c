export { commentKeys } from './comment-keys';
export { COMMENTS_PAGE_SIZE, useCommentMutations, useComments } from './use-comments';
