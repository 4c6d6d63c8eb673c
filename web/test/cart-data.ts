/** Cart lines on the wire (contract `CartItem`) for the cart and checkout tests and stories. */
import type { CartItem } from '@market/contract';
import { encodeLocalizedText, toDateTimeString } from '@market/domain';
import { wireCodePost, wireCouponPost, wireSubscriptionPost } from './catalogue-data';

const title = (en: string, ko = en) => encodeLocalizedText({ ko, en, es: en });

/** A buyable digital-code line (seq 1, a 10,000-won code). */
export function wireCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const post =
    overrides.post ??
    wireCodePost({ seq: 11, price: 10_000, title: title('Game code', '게임 코드') });
  return {
    seq: 1,
    type: post.type,
    typeSeq: post.seq,
    cartStatus: 'ENABLED',
    price: post.price,
    subscribed: false,
    post,
    buyable: true,
    reason: null,
    addedAt: toDateTimeString(new Date()),
    ...overrides,
  } as CartItem;
}

/** A mixed cart: a code, a coupon, a withdrawn line and a party the member already joined. */
export function wireCart(): CartItem[] {
  return [
    wireCartItem(),
    wireCartItem({
      seq: 2,
      post: wireCouponPost({ seq: 21, price: 4_500, title: title('Coffee coupon', '커피 쿠폰') }),
    }),
    wireCartItem({
      seq: 3,
      post: wireCodePost({ seq: 31, price: 7_000, title: title('Old code', '내려간 코드') }),
      cartStatus: 'DISABLED',
      buyable: false,
      reason: 'DISABLED',
    }),
    wireCartItem({
      seq: 4,
      post: wireSubscriptionPost({
        seq: 41,
        price: 3_000,
        title: title('Video party', '영상 파티'),
      }),
      subscribed: true,
      buyable: false,
      reason: 'ALREADY_SUBSCRIBED',
    }),
  ];
}
