import { slugOfPostType, type PostType } from '@market/domain';

/** The list of a post type: /subscriptions, /ecoupons, /digital-codes (SPEC §2). */
export const postListPath = (postType: PostType) => `/${slugOfPostType(postType)}`;

/** A post's detail: /subscriptions/{postSeq}, /ecoupons/{postSeq}, /digital-codes/{postSeq}. */
export const postPath = (post: { type: PostType; seq: number }) =>
  `${postListPath(post.type)}/${post.seq}`;

/** A seller's public store. */
export const storePath = (sellerSeq: number) => `/stores/${sellerSeq}`;
