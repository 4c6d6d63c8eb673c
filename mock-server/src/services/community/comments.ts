/**
 * Comments under posts and the seller's replies (decision 003: at most one reply per comment, by the
 * post's seller, named by its comment's seq). Only the author edits or deletes a comment; deleting it
 * takes its reply along. Someone else's comment, or a reply under another seller's post, answers 404
 * like a missing one. A member the seller blocked cannot comment under the seller's posts.
 */
import { type PostType, postTypes } from '@market/domain';
import {
  type CommentRecord,
  type PostRecord,
  type ReplyRecord,
  type UserRecord,
  type World,
  findBySeq,
  nextSeq,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { findPostRecord } from '../catalogue/find-post';
import {
  codesOfSeller,
  commentsOfPost,
  couponsOfSeller,
  partiesOfSeller,
  postKey,
} from '../indexes';
import { postRecordOf } from '../orders/lookup';
import { isBlockedBy } from '../seller/blocklist';
import { userOf } from '../members';
import { newestFirst } from '../newest-first';

const isLive = (record: { deletedAt: number | null }) => record.deletedAt === null;

/** What comments and replies have in common; both are numbered by the comments counter. */
function newWriting(world: World, userSeq: number, text: string, now: number): ReplyRecord {
  return {
    seq: nextSeq(world, 'comments'),
    userSeq,
    text,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

function rewrite<T extends ReplyRecord>(writing: T, text: string, now: number): T {
  writing.text = text;
  writing.updatedAt = now;
  return writing;
}

/** The reply a comment shows: its first one not deleted. */
export const replyOf = (comment: CommentRecord): ReplyRecord | undefined =>
  comment.replies.find(isLive);

/** A reply with its author's account. */
export interface ReplyView {
  reply: ReplyRecord;
  author: UserRecord;
}

/** A comment with what its wire shape shows besides the record: its author, the reply it shows. */
export interface CommentView {
  comment: CommentRecord;
  author: UserRecord;
  reply: ReplyView | null;
}

/** A comment as the seller's list shows it: also the title of the post it is under. */
export interface SellerCommentView extends CommentView {
  postTitle: PostRecord['title'];
}

export const replyView = (world: World, reply: ReplyRecord): ReplyView => ({
  reply,
  author: userOf(world, reply.userSeq),
});

export function commentView(world: World, comment: CommentRecord): CommentView {
  const reply = replyOf(comment);
  return {
    comment,
    author: userOf(world, comment.userSeq),
    reply: reply ? replyView(world, reply) : null,
  };
}

export const sellerCommentView = (world: World, comment: CommentRecord): SellerCommentView => ({
  ...commentView(world, comment),
  postTitle: postRecordOf(world, comment.postType, comment.postSeq).title,
});

/** The comments under a post, oldest first; 404 for a post that does not exist. */
export function commentsUnder(world: World, type: PostType, typeSeq: number): CommentRecord[] {
  findPostRecord(world, type, typeSeq);
  return commentsOfPost.of(world, postKey(type, typeSeq)).filter(isLive);
}

export function createComment(
  world: World,
  userSeq: number,
  target: { type: PostType; typeSeq: number },
  text: string,
  now: number,
): CommentRecord {
  const post = findPostRecord(world, target.type, target.typeSeq);
  if (isBlockedBy(world, post.sellerSeq, userSeq)) {
    // The member is not told why: the seller's reason stays with the seller.
    throw new ApiFailure('BLOCKED_BY_SELLER', 'You cannot comment on this seller’s posts');
  }
  const comment: CommentRecord = {
    ...newWriting(world, userSeq, text, now),
    postType: target.type,
    postSeq: post.seq,
    replies: [],
  };
  world.comments.push(comment);
  return comment;
}

/** A comment that is not deleted, or 404. */
function liveComment(world: World, seq: number): CommentRecord {
  const comment = findBySeq(world.comments, seq);
  if (!comment || !isLive(comment)) throw new ApiFailure('NOT_FOUND', `No comment ${seq}`);
  return comment;
}

/** The member's own comment, or 404. */
function ownComment(world: World, userSeq: number, seq: number): CommentRecord {
  const comment = liveComment(world, seq);
  if (comment.userSeq !== userSeq) throw new ApiFailure('NOT_FOUND', `No comment ${seq}`);
  return comment;
}

export function editComment(
  world: World,
  userSeq: number,
  seq: number,
  text: string,
  now: number,
): CommentRecord {
  return rewrite(ownComment(world, userSeq, seq), text, now);
}

export function deleteComment(world: World, userSeq: number, seq: number, now: number): void {
  const comment = ownComment(world, userSeq, seq);
  comment.deletedAt = now;
  for (const reply of comment.replies) reply.deletedAt ??= now;
}

/** A comment under one of the seller's posts, or 404. */
function commentUnderOwnPost(world: World, sellerSeq: number, seq: number): CommentRecord {
  const comment = liveComment(world, seq);
  if (postRecordOf(world, comment.postType, comment.postSeq).sellerSeq !== sellerSeq) {
    throw new ApiFailure('NOT_FOUND', `No comment ${seq} under your posts`);
  }
  return comment;
}

export function createReply(
  world: World,
  sellerSeq: number,
  commentSeq: number,
  text: string,
  now: number,
): ReplyRecord {
  const comment = commentUnderOwnPost(world, sellerSeq, commentSeq);
  if (replyOf(comment)) {
    throw new ApiFailure('ALREADY_ANSWERED', `Comment ${commentSeq} already has your reply`);
  }
  const reply = newWriting(world, sellerSeq, text, now);
  comment.replies.push(reply);
  return reply;
}

/** The reply to a comment under one of the seller's posts, or 404. */
function ownReply(world: World, sellerSeq: number, commentSeq: number): ReplyRecord {
  const reply = replyOf(commentUnderOwnPost(world, sellerSeq, commentSeq));
  if (!reply) throw new ApiFailure('NOT_FOUND', `Comment ${commentSeq} has no reply`);
  return reply;
}

export function editReply(
  world: World,
  sellerSeq: number,
  commentSeq: number,
  text: string,
  now: number,
): ReplyRecord {
  return rewrite(ownReply(world, sellerSeq, commentSeq), text, now);
}

export function deleteReply(world: World, sellerSeq: number, commentSeq: number, now: number) {
  ownReply(world, sellerSeq, commentSeq).deletedAt = now;
}

const postsOfSeller = {
  SUBSCRIPTION: partiesOfSeller,
  COUPON: couponsOfSeller,
  CODE: codesOfSeller,
};

/**
 * Comments under the seller's posts, newest first, optionally under posts of one type: gathered
 * post by post from the seller's own posts (deleted ones too: their comments stay the seller's).
 */
export function commentsForSeller(
  world: World,
  sellerSeq: number,
  type: PostType | undefined,
): CommentRecord[] {
  const comments: CommentRecord[] = [];
  for (const postType of type === undefined ? postTypes : [type]) {
    for (const post of postsOfSeller[postType].of(world, sellerSeq)) {
      for (const comment of commentsOfPost.of(world, postKey(postType, post.seq))) {
        if (isLive(comment)) comments.push(comment);
      }
    }
  }
  return comments.sort(newestFirst);
}
