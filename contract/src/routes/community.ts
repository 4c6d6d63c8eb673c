/**
 * Comments under posts and the seller's replies (assumed: SPEC §8 names their create, edit and delete
 * failures, §7 no call), and image upload (assumed: §8 names the upload failure). Only a comment's
 * author edits or deletes it; only the post's seller replies. A comment has at most one reply, so
 * the reply is named by its comment's seq.
 */
import { z } from 'zod';
import { c } from '../contract';
import { Done, errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import { Seq } from '../query';
import {
  CommentContentBody,
  CommentListQuery,
  CommentReply,
  CreateCommentBody,
  PostComment,
  UploadImageBody,
  UploadedImage,
} from '../schemas/community';

const bySeq = z.object({ seq: Seq });

export const communityContract = c.router({
  listComments: {
    method: 'GET',
    path: '/api/comment/list',
    summary: "List the comments under a post, oldest first, each with the seller's reply.",
    query: CommentListQuery,
    responses: { 200: okPage(PostComment), ...errors(400, 404) },
    metadata: meta('assumed', 'public'),
  },
  createComment: {
    method: 'POST',
    path: '/api/comment',
    summary: 'Comment under a post.',
    body: CreateCommentBody,
    // 403: blocked by the post's seller.
    responses: { 201: ok(PostComment), ...errors(400, 401, 403, 404) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  editComment: {
    method: 'PUT',
    path: '/api/comment/:seq',
    summary: "Change the text of one of the member's comments.",
    pathParams: bySeq,
    body: CommentContentBody,
    responses: { 200: ok(PostComment), ...errors(400, 401, 404) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  deleteComment: {
    method: 'DELETE',
    path: '/api/comment/:seq',
    summary: "Delete one of the member's comments with its reply.",
    pathParams: bySeq,
    responses: { 200: Done, ...errors(400, 401, 404) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  createReply: {
    method: 'POST',
    path: '/api/comment/:seq/reply',
    summary: "Reply, as the post's seller, to a comment.",
    pathParams: bySeq,
    body: CommentContentBody,
    // 409: the comment already has a reply.
    responses: { 201: ok(CommentReply), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('assumed', 'seller', { writes: true }),
  },
  editReply: {
    method: 'PUT',
    path: '/api/comment/:seq/reply',
    summary: "Change the text of the seller's reply to a comment.",
    pathParams: bySeq,
    body: CommentContentBody,
    responses: { 200: ok(CommentReply), ...errors(400, 401, 403, 404) },
    metadata: meta('assumed', 'seller', { writes: true }),
  },
  deleteReply: {
    method: 'DELETE',
    path: '/api/comment/:seq/reply',
    summary: "Delete the seller's reply to a comment.",
    pathParams: bySeq,
    responses: { 200: Done, ...errors(400, 401, 403, 404) },
    metadata: meta('assumed', 'seller', { writes: true }),
  },
  uploadImage: {
    method: 'POST',
    path: '/api/upload/image',
    summary: 'Store a png or jpeg image sent as base64 and answer its address.',
    body: UploadImageBody,
    responses: { 201: ok(UploadedImage), ...errors(400, 401, 413) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
});
