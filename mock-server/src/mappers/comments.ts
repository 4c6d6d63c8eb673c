/** Comments under posts and the seller's replies (contract `schemas/community.ts`). */
import type { CommentReply, PostComment, SellerComment } from '@market/contract';
import type { ReplyRecord, World } from '@market/fixtures';
import type { CommentView, SellerCommentView } from '../services/community/comments';
import { toMemberSummary } from './order';
import { toSellerSummary } from './posts';
import { wireDateTime, wireText } from './wire';

/** When the text was changed, or null if it never was. */
const editedAt = (record: { createdAt: number; updatedAt: number }) =>
  record.updatedAt === record.createdAt ? null : wireDateTime(record.updatedAt);

export function toCommentReply(world: World, reply: ReplyRecord): CommentReply {
  return {
    seq: reply.seq,
    author: toSellerSummary(world, reply.userSeq),
    content: reply.text,
    createdAt: wireDateTime(reply.createdAt),
    updatedAt: editedAt(reply),
  };
}

export function toPostComment(world: World, { comment, reply }: CommentView): PostComment {
  return {
    seq: comment.seq,
    type: comment.postType,
    typeSeq: comment.postSeq,
    author: toMemberSummary(world, comment.userSeq),
    content: comment.text,
    createdAt: wireDateTime(comment.createdAt),
    updatedAt: editedAt(comment),
    reply: reply ? toCommentReply(world, reply) : null,
  };
}

export function toSellerComment(world: World, view: SellerCommentView): SellerComment {
  return { ...toPostComment(world, view), postTitle: wireText(view.postTitle) };
}
