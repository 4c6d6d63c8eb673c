/**
 * Realistic values for each route, from what discovery found: the path parameters of every route
 * that has any (one explicit entry per route key) and the query values that cannot be made up from
 * the schema alone. A route whose values are missing is reported as skipped with `needs`.
 */
import { DEFAULT_LOCALE, decodeLocalizedText } from '@market/domain';
import type { Inventory } from './discovery';
import type { QueryValue } from './http';

export type Params = Record<string, string | number>;

export interface ParamSource {
  /** What must have been discovered, for the skip reason: `no <needs> discovered`. */
  needs: string;
  resolve: (inventory: Inventory) => Params | undefined;
}

type Seq = number | undefined;
/** The params when every value was discovered, else undefined. */
const when = (params: Record<string, string | number | undefined>): Params | undefined =>
  Object.values(params).every((value) => value !== undefined) ? (params as Params) : undefined;
const bySeq = (seq: Seq) => when({ seq });
const byPostSeq = (postSeq: Seq) => when({ postSeq });
const byProductId = (productId: Seq) => when({ productId });

const sellerSeq = (inv: Inventory) => inv.users.seller?.seq;
const allPurchases = (inv: Inventory) => [
  ...inv.purchases.COUPON,
  ...inv.purchases.CODE,
  ...inv.purchases.SUBSCRIPTION,
];
const onSale = <T extends { status?: string }>(posts: T[]) =>
  posts.find((post) => post.status === 'ON_SALE' || post.status === 'SUB_ON_SALE') ?? posts[0];
const openRoom = (inv: Inventory) => inv.rooms.find((room) => !room.closed) ?? inv.rooms[0];
const answeredReview = (inv: Inventory) => inv.sellerReviews.find((review) => review.answer);

const seller = (build: (seq: number) => Params): ParamSource => ({
  needs: 'seller account (its sign-in failed)',
  resolve: (inv) => (sellerSeq(inv) === undefined ? undefined : build(sellerSeq(inv)!)),
});

/** Every route with path parameters, by route key. A unit test keeps this table complete. */
export const pathParamSources: Record<string, ParamSource> = {
  // Catalogue: the configured seller's store, and the first post of each public list
  'catalogue.listSellerPosts': seller((seq) => ({ sellerSeq: seq })),
  'catalogue.getSellerStore': seller((seq) => ({ seq })),
  'catalogue.getSellerStats': seller((seq) => ({ seq })),
  'catalogue.listSellerReviews': seller((seq) => ({ sellerSeq: seq })),
  'catalogue.getSubscriptionPost': {
    needs: 'subscription post',
    resolve: (inv) => bySeq(inv.posts.SUBSCRIPTION[0]?.seq),
  },
  'catalogue.getCoupon': {
    needs: 'coupon post',
    resolve: (inv) => bySeq(inv.posts.COUPON[0]?.seq),
  },
  'catalogue.getDigitalCode': {
    needs: 'digital code post',
    resolve: (inv) => bySeq(inv.posts.CODE[0]?.seq),
  },
  // The buyer's orders and purchases
  'orders.getOrder': {
    needs: 'order of the buyer',
    resolve: (inv) => when({ id: inv.orders[0]?.id }),
  },
  'orders.checkTransfer': {
    needs: 'e-money top-up order of the buyer',
    resolve: (inv) => when({ id: inv.topUpOrders[0]?.id }),
  },
  'orders.confirmOrder': {
    needs: 'order of the buyer',
    resolve: (inv) => when({ orderId: (inv.orders.find((o) => o.paid) ?? inv.orders[0])?.id }),
  },
  'orders.getCodeOrder': {
    needs: 'purchased code of the buyer',
    resolve: (inv) => bySeq(inv.purchases.CODE[0]?.seq),
  },
  'orders.getCouponOrder': {
    needs: 'purchased coupon of the buyer',
    resolve: (inv) => bySeq(inv.purchases.COUPON[0]?.seq),
  },
  'orders.getSubscriptionOrder': {
    needs: 'joined party of the buyer',
    resolve: (inv) => bySeq(inv.purchases.SUBSCRIPTION[0]?.seq),
  },
  'orders.previewSubscriptionCancel': {
    needs: 'joined party of the buyer',
    resolve: (inv) => byProductId(inv.purchases.SUBSCRIPTION[0]?.seq),
  },
  'orders.writeReview': {
    needs: 'purchase of the buyer',
    resolve: (inv) =>
      byProductId((allPurchases(inv).find((p) => !p.reviewed) ?? allPurchases(inv)[0])?.seq),
  },
  'orders.getReview': {
    needs: 'reviewed purchase of the buyer',
    resolve: (inv) => byProductId(allPurchases(inv).find((p) => p.reviewed)?.seq),
  },
  'orders.requestRefund': {
    needs: 'purchase of the buyer',
    resolve: (inv) => byProductId(allPurchases(inv)[0]?.seq),
  },
  // Chat: the buyer's rooms
  'chat.listRoomMessages': {
    needs: 'chat room of the buyer',
    resolve: (inv) => when({ id: inv.rooms[0]?.roomId }),
  },
  'chat.sendMessage': {
    needs: 'chat room of the buyer',
    resolve: (inv) => when({ id: openRoom(inv)?.roomId }),
  },
  'chat.sendImages': {
    needs: 'chat room of the buyer',
    resolve: (inv) => when({ id: openRoom(inv)?.roomId }),
  },
  // Comments under the seller's posts
  ...Object.fromEntries(
    ['editComment', 'deleteComment', 'createReply', 'editReply', 'deleteReply'].map((name) => [
      `community.${name}`,
      {
        needs: "comment under the seller's posts",
        resolve: (inv: Inventory) => bySeq(inv.sellerComments[0]?.seq),
      },
    ]),
  ),
  // Seller console
  'seller.answerReview': {
    needs: "review of the seller's posts",
    resolve: (inv) =>
      bySeq((inv.sellerReviews.find((review) => !review.answer) ?? inv.sellerReviews[0])?.seq),
  },
  'seller.editReviewAnswer': {
    needs: 'answered review of the seller',
    resolve: (inv) => bySeq(answeredReview(inv)?.answer?.seq),
  },
  'seller.deleteReviewAnswer': {
    needs: 'answered review of the seller',
    resolve: (inv) => bySeq(answeredReview(inv)?.answer?.seq),
  },
  'seller.getSellerReview': {
    needs: "review of the seller's posts",
    resolve: (inv) => bySeq(inv.sellerReviews[0]?.seq),
  },
  'seller.getSellerNotice': {
    needs: 'seller notice',
    resolve: (inv) => bySeq(inv.sellerNotices[0]?.seq),
  },
  'seller.getSellerGuide': {
    needs: 'seller guide',
    resolve: (inv) => bySeq(inv.sellerGuides[0]?.seq),
  },
  'seller.terminateSubscription': {
    needs: 'subscription post',
    resolve: (inv) => bySeq(inv.posts.SUBSCRIPTION[0]?.seq),
  },
  // The seller's own posts: any for reading, one on sale for editing, a sold one for its buyer
  'sellerPosts.editCodePost': {
    needs: 'digital code of the seller',
    resolve: (inv) => bySeq(onSale(inv.sellerPosts.CODE)?.seq),
  },
  'sellerPosts.getSellerCodePost': {
    needs: 'digital code of the seller',
    resolve: (inv) => bySeq(inv.sellerPosts.CODE[0]?.seq),
  },
  'sellerPosts.getCodeBuyer': {
    needs: 'sold digital code of the seller',
    resolve: (inv) => bySeq(inv.soldSellerPosts.CODE[0]?.seq),
  },
  'sellerPosts.cancelCodeSale': {
    needs: 'sold digital code of the seller',
    resolve: (inv) => byPostSeq(inv.soldSellerPosts.CODE[0]?.seq),
  },
  'sellerPosts.editCouponPost': {
    needs: 'e-coupon of the seller',
    resolve: (inv) => bySeq(onSale(inv.sellerPosts.COUPON)?.seq),
  },
  'sellerPosts.getSellerCouponPost': {
    needs: 'e-coupon of the seller',
    resolve: (inv) => bySeq(inv.sellerPosts.COUPON[0]?.seq),
  },
  'sellerPosts.getCouponBuyer': {
    needs: 'sold e-coupon of the seller',
    resolve: (inv) => bySeq(inv.soldSellerPosts.COUPON[0]?.seq),
  },
  'sellerPosts.cancelCouponSale': {
    needs: 'sold e-coupon of the seller',
    resolve: (inv) => byPostSeq(inv.soldSellerPosts.COUPON[0]?.seq),
  },
  ...Object.fromEntries(
    [
      'editSubscriptionPost',
      'renewSubscriptionPost',
      'getSellerSubscriptionPost',
      'listPartyMembers',
      'closeRecruitment',
      'endSharing',
    ].map((name) => [
      `sellerPosts.${name}`,
      {
        needs: 'party of the seller',
        resolve: (inv: Inventory) => bySeq(inv.sellerPosts.SUBSCRIPTION[0]?.seq),
      },
    ]),
  ),
  ...Object.fromEntries(
    ['approveMembership', 'rejectMembership', 'answerRemovalRequest'].map((name) => [
      `sellerPosts.${name}`,
      {
        needs: 'joined party of the buyer',
        resolve: (inv: Inventory) => byPostSeq(inv.purchases.SUBSCRIPTION[0]?.post?.seq),
      },
    ]),
  ),
};

/** The first word (two letters or more) of a text, for keyword searches. */
export function firstWord(text: string): string | undefined {
  return text
    .split(/[\s,.:;!?()[\]{}"'/|·+*&-]+/u)
    .find((word) => [...word].length >= 2 && /\p{L}/u.test(word));
}

/** A word from the title of a discovered post, as the default locale writes it. */
export function titleKeyword(inventory: Inventory): string | undefined {
  const posts = [
    ...inventory.posts.COUPON,
    ...inventory.posts.CODE,
    ...inventory.posts.SUBSCRIPTION,
  ];
  for (const post of posts) {
    const word = firstWord(decodeLocalizedText(post.title, DEFAULT_LOCALE));
    if (word) return word;
  }
  return undefined;
}

export interface QueryOverride {
  needs: string;
  resolve: (inventory: Inventory) => Record<string, QueryValue> | undefined;
}

/** Query values the schema cannot suggest: which seller to search for, which post's comments. */
export const queryOverrides: Record<string, QueryOverride> = {
  'catalogue.searchSellers': {
    needs: 'seller nickname',
    resolve: (inv) => {
      const nickname = inv.users.seller?.nickname;
      const word = nickname ? (firstWord(nickname) ?? nickname) : undefined;
      return word ? { keyword: word } : undefined;
    },
  },
  'community.listComments': {
    needs: 'post with comments',
    resolve: (inv) => {
      const commented = inv.sellerComments[0];
      if (commented) return { type: commented.type, typeSeq: commented.typeSeq };
      const coupon = inv.posts.COUPON[0];
      return coupon ? { type: 'COUPON', typeSeq: coupon.seq } : undefined;
    },
  },
};
