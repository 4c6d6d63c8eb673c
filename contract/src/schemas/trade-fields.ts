/**
 * Building blocks shared by the cart, order, seller, party, community and chat schemas. Bounds come
 * from domain; messages are domain's i18n keys (reviews, answers, comments and chat lines are free
 * text, so they share the `body` messages of SPEC §5 rather than adding keys the spec never names).
 */
import {
  CHAT_MESSAGE_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
  SEARCH_KEYWORD_MAX_LENGTH,
  SEQ_MAX,
  URL_MAX_LENGTH,
} from '@market/domain';
import { z } from 'zod';

/** An id inside a JSON body (path and query ids are text: use `Seq` from query.ts there). */
export const EntitySeq = z.number().int().positive().max(SEQ_MAX);

/** A free-text search over decoded titles; empty means no filter. */
export const keywordQuery = z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional();

const freeText = (max: number) =>
  z
    .string({
      required_error: 'validation.body.required',
      invalid_type_error: 'validation.body.required',
    })
    .trim()
    .min(1, 'validation.body.required')
    .max(max, 'validation.body.tooLong');

/** A buyer's review of a purchase, and a seller's answer to one. */
export const reviewText = freeText(REVIEW_MAX_LENGTH);
/** A comment under a post, and the seller's reply to one. */
export const commentText = freeText(COMMENT_MAX_LENGTH);
/** One text line of chat. */
export const chatText = freeText(CHAT_MESSAGE_MAX_LENGTH);

/** Images are stored by the server (POST /api/upload/image) and referred to by absolute address. */
export const ImageUrl = z.string().url().max(URL_MAX_LENGTH);
