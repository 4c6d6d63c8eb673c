/** Comments under posts and the seller's replies (contract `schemas/community.ts`). */
import type { CommentReply, PostComment, SellerComment } from '@market/contract';
import type { CommentView, ReplyView, SellerCommentView } from '../services/community/comments';
import { toMemberSummary } from './user';
import { wireDateTime, wireText } from './wire';

/** When the text was changed, or null if it never was. */
const editedAt = (record: { createdAt: number; updatedAt: number }) =>
  record.updatedAt === record.createdAt ? null : wireDateTime(record.updatedAt);

export function toCommentReply({ reply, author }: ReplyView): CommentReply {
  return {
    seq: reply.seq,
    author: toMemberSummary(author),
    content: reply.text,
    createdAt: wireDateTime(reply.createdAt),
    updatedAt: editedAt(reply),
  };
}

export function toPostComment({ comment, author, reply }: CommentView): PostComment {
  return {
    seq: comment.seq,
    type: comment.postType,
    typeSeq: comment.postSeq,
    author: toMemberSummary(author),
    content: comment.text,
    createdAt: wireDateTime(comment.createdAt),
    updatedAt: editedAt(comment),
    reply: reply ? toCommentReply(reply) : null,
  };
}

export function toSellerComment(view: SellerCommentView): SellerComment {
  return { ...toPostComment(view), postTitle: wireText(view.postTitle) };
}
