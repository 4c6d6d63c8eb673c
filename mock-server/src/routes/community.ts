/**
 * Comments and image upload (contract `community`). Anyone reads a post's comments; members write,
 * edit and delete their own; the post's seller replies once per comment. Uploaded images are kept in
 * memory and served back by this module at `GET /uploads/:file` (not part of the product contract),
 * so the answered address works in a browser's `<img>` as a real upload service's would.
 */
import { success } from '@market/contract';
import { ApiFailure, fail } from '../http/api-failure';
import { pagedResponse } from '../http/paged-response';
import { toCommentReply, toPostComment } from '../mappers/comments';
import { publicOriginOf } from '../mappers/user-links';
import {
  commentView,
  replyView,
  commentsUnder,
  createComment,
  createReply,
  deleteComment,
  deleteReply,
  editComment,
  editReply,
} from '../services/community/comments';
import {
  ImageStore,
  bytesOfBase64,
  extensionFits,
  hasSignatureOf,
} from '../services/community/image-store';
import { fileAnswer } from '../pipeline/services';
import { defineResource } from './define-resource';

export const UPLOADS_PATH = '/uploads';

const done = { done: true as const };

export const communityResource = defineResource('community', (mock) => {
  const images = new ImageStore();

  mock.serveFiles(`${UPLOADS_PATH}/:file`, (request) => {
    const file = request.params.file!;
    const image = images.get(file);
    if (!image) throw new ApiFailure('NOT_FOUND', `No uploaded image ${file}`);
    // Named by a hash of their bytes, files never change: browsers may keep them.
    return fileAnswer(image.contentType, image.bytes, 'public, max-age=31536000, immutable');
  });

  return {
    listComments: async ({ query, request }) => {
      const { world } = request;
      return pagedResponse(commentsUnder(world, query.type, query.typeSeq), query, (comment) =>
        toPostComment(commentView(world, comment)),
      );
    },

    createComment: async ({ body, request }) => {
      const user = request.user;
      const { world } = request;
      const comment = createComment(world, user.seq, body, body.content, request.now);
      return { status: 201, body: success(toPostComment(commentView(world, comment))) };
    },

    editComment: async ({ params, body, request }) => {
      const user = request.user;
      const { world } = request;
      const comment = editComment(world, user.seq, params.seq, body.content, request.now);
      return { status: 200, body: success(toPostComment(commentView(world, comment))) };
    },

    deleteComment: async ({ params, request }) => {
      const user = request.user;
      deleteComment(request.world, user.seq, params.seq, request.now);
      return { status: 200, body: success(done) };
    },

    createReply: async ({ params, body, request }) => {
      const user = request.user;
      const { world } = request;
      const reply = createReply(world, user.seq, params.seq, body.content, request.now);
      return { status: 201, body: success(toCommentReply(replyView(world, reply))) };
    },

    editReply: async ({ params, body, request }) => {
      const user = request.user;
      const { world } = request;
      const reply = editReply(world, user.seq, params.seq, body.content, request.now);
      return { status: 200, body: success(toCommentReply(replyView(world, reply))) };
    },

    deleteReply: async ({ params, request }) => {
      const user = request.user;
      deleteReply(request.world, user.seq, params.seq, request.now);
      return { status: 200, body: success(done) };
    },

    uploadImage: async ({ body, request }) => {
      const bytes = bytesOfBase64(body.dataBase64);
      if (
        !extensionFits(body.fileName, body.contentType) ||
        !hasSignatureOf(body.contentType, bytes)
      ) {
        return fail(
          'UNSUPPORTED_IMAGE_TYPE',
          `${body.fileName} is not a ${body.contentType} image`,
        );
      }
      const file = images.put({ contentType: body.contentType, bytes });
      return {
        status: 201,
        body: success({ url: `${publicOriginOf(request)}${UPLOADS_PATH}/${file}` }),
      };
    },
  };
});
