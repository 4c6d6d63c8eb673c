/**
 * The app's addresses (SPEC §2), built in one place: a screen links to another through these, never
 * through a template string of its own, so that an address changes here and nowhere else.
 */
import { safeRedirect, slugOfPostType, type PostType } from '@market/domain';

/** The list of a post type: /subscriptions, /ecoupons, /digital-codes. */
export const postListPath = (postType: PostType) => `/${slugOfPostType(postType)}`;

/** A post's detail: /subscriptions/{postSeq}, /ecoupons/{postSeq}, /digital-codes/{postSeq}. */
export const postPath = (post: { type: PostType; seq: number }) =>
  `${postListPath(post.type)}/${post.seq}`;

/** A seller's public store. */
export const storePath = (sellerSeq: number) => `/stores/${sellerSeq}`;

/** `/login?redirect=<path>`, the address guests are sent to from a private page. */
export function loginPathFor(currentAddress: string): string {
  const redirect = safeRedirect(currentAddress);
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/** /checkout?items=1,2,3: the checkout of these cart lines (SPEC §2, comma-separated). */
export const checkoutPath = (cartSeqs: readonly number[]) =>
  cartSeqs.length > 0 ? `/checkout?items=${cartSeqs.join(',')}` : '/checkout';

/** One order of the member: /my/orders/{orderId}. */
export const orderPath = (orderId: string | number) => `/my/orders/${orderId}`;

/** An order waiting for its bank transfer: /my/pending-transfer/{orderId}. */
export const pendingTransferPath = (orderId: string | number) => `/my/pending-transfer/${orderId}`;

/** What the member bought, by post type: /my/subscriptions, /my/ecoupons, /my/digital-codes. */
export const purchaseListPath = (postType: PostType) => `/my/${slugOfPostType(postType)}`;

/** One purchase: /my/subscriptions/{orderSeq}, /my/ecoupons/{orderSeq}, /my/digital-codes/{orderSeq}. */
export const purchasePath = (postType: PostType, orderSeq: number) =>
  `${purchaseListPath(postType)}/${orderSeq}`;

/** A purchase's chat with the seller (`group` = a party's chat with every member). */
export const purchaseChatPath = (postType: PostType, orderSeq: number, group = false) =>
  `${purchasePath(postType, orderSeq)}/${group ? 'group-chat' : 'chat'}`;

/** The seller console's listings of a post type: /seller/subscriptions, /seller/ecoupons, … */
export const sellerListPath = (postType: PostType) => `/seller/${slugOfPostType(postType)}`;

/** A seller's own post in the console: /seller/{type}/{postSeq}. */
export const sellerPostPath = (postType: PostType, postSeq: number) =>
  `${sellerListPath(postType)}/${postSeq}`;

/** A party's members in the console, where its join requests wait. */
export const sellerPartyMembersPath = (postSeq: number) =>
  `${sellerPostPath('SUBSCRIPTION', postSeq)}/members`;

/** A new post of a type, optionally copied from one of the seller's posts (`sourcePost`). */
export const sellerCreatePath = (postType: PostType, sourcePost?: number) =>
  `${sellerListPath(postType)}/create${sourcePost ? `?sourcePost=${sourcePost}` : ''}`;

/** One chat room in the seller console. */
export const sellerChatPath = (roomId: number | string) => `/seller/chats/${roomId}`;

/** The seller console's chat rooms. */
export const sellerChatsPath = '/seller/chats';
