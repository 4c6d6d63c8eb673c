/**
 * Comments under posts and the seller's replies to them (SPEC §8 names their create, edit and delete
 * failures), and image upload for chat and profile pictures. Posts are named by type and seq within
 * that type, as the cart names them.
 */
import {
  DateTimeString,
  IMAGE_BASE64_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  JsonText,
  imageFileNameField,
} from '@market/domain';
import { PostType } from '@market/domain/schemas';
import { z } from 'zod';
import { PageQuery, Seq } from '../query';
import { MemberSummary, SellerSummary } from './user';
import { EntitySeq, ImageUrl, commentText } from './trade-fields';

export const CommentReply = z
  .object({
    seq: z.number().int().positive(),
    author: SellerSummary,
    content: z.string(),
    createdAt: DateTimeString,
    updatedAt: DateTimeString.nullable(),
  })
  .describe('CommentReply');
export type CommentReply = z.infer<typeof CommentReply>;

export const PostComment = z
  .object({
    seq: z.number().int().positive(),
    type: PostType,
    typeSeq: z.number().int().positive(),
    author: MemberSummary,
    content: z.string(),
    createdAt: DateTimeString,
    updatedAt: DateTimeString.nullable(),
    /** The seller's reply; at most one per comment. */
    reply: CommentReply.nullable(),
  })
  .describe('PostComment');
export type PostComment = z.infer<typeof PostComment>;

/** A comment as the seller's console lists it, with the post it is under (SPEC §3). */
export const SellerComment = PostComment.extend({ postTitle: JsonText }).describe('SellerComment');
export type SellerComment = z.infer<typeof SellerComment>;

export const CommentListQuery = PageQuery.extend({ type: PostType, typeSeq: Seq });
export type CommentListQuery = z.input<typeof CommentListQuery>;

export const CreateCommentBody = z
  .object({ type: PostType, typeSeq: EntitySeq, content: commentText })
  .strict();
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

/** Editing a comment, and writing or editing a reply. */
export const CommentContentBody = z.object({ content: commentText }).strict();
export type CommentContentBody = z.input<typeof CommentContentBody>;

/** The image types SPEC §5 allows (png, jpg, jpeg), as the browser reports them. */
export const ImageContentType = z.enum(['image/png', 'image/jpeg']).describe('ImageContentType');
export type ImageContentType = z.infer<typeof ImageContentType>;

/**
 * Well-formed, padded base64: a length in groups of 4, `=` only at the end. Checked without a
 * repeated group, which makes V8's regex engine overflow its stack on a multi-megabyte image.
 */
const isBase64 = (text: string) => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);

/** The number of bytes a well-formed base64 text decodes to. */
export const base64ByteLength = (text: string) =>
  (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/**
 * An image sent as JSON rather than multipart, which ts-rest's typed clients handle poorly. An image
 * over IMAGE_MAX_BYTES or of another type than png or jpeg answers 400; a body beyond the server's
 * own size limit answers 413 before it is read.
 */
export const UploadImageBody = z
  .object({
    fileName: imageFileNameField,
    contentType: ImageContentType,
    dataBase64: z
      .string()
      .min(4, 'validation.image.type')
      .max(IMAGE_BASE64_MAX_LENGTH, 'validation.image.tooLarge')
      .refine(isBase64, 'validation.image.type')
      .refine((text) => base64ByteLength(text) <= IMAGE_MAX_BYTES, 'validation.image.tooLarge'),
  })
  .strict();
export type UploadImageBody = z.input<typeof UploadImageBody>;

export const UploadedImage = z.object({ url: ImageUrl }).describe('UploadedImage');
export type UploadedImage = z.infer<typeof UploadedImage>;
