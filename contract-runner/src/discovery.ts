/**
 * Discovery: real ids, found by walking the listing routes as the buyer and the seller, so that
 * every other route is called with values that exist. Discovery reads leniently and records
 * nothing; the listing routes are checked like every route afterwards. What it could not read is
 * kept as a note, and the routes that needed it are reported as skipped with that note.
 */
import type {
  Category,
  ChatRoom,
  CodePost,
  CouponPost,
  Notice,
  Order,
  OrderReview,
  PurchasedCode,
  PurchasedCoupon,
  PurchasedSubscription,
  RefundRequest,
  SellerComment,
  SellerGuide,
  SubscriptionPost,
  User,
} from '@market/contract';
import { MAX_PAGE_SIZE } from '@market/contract';
import { type QueryValue, send } from './http';
import { type RunContext, routeOf } from './run-context';
import type { Identity } from './types';

export interface Inventory {
  /** The signed-in accounts, from their sign-in answers. */
  users: Partial<Record<'buyer' | 'seller' | 'admin', User>>;
  categories: Category[];
  posts: { SUBSCRIPTION: SubscriptionPost[]; COUPON: CouponPost[]; CODE: CodePost[] };
  /** The buyer's orders, and the e-money top-ups among them. */
  orders: Order[];
  topUpOrders: Order[];
  purchases: {
    CODE: PurchasedCode[];
    COUPON: PurchasedCoupon[];
    SUBSCRIPTION: PurchasedSubscription[];
  };
  rooms: ChatRoom[];
  sellerPosts: { SUBSCRIPTION: SubscriptionPost[]; COUPON: CouponPost[]; CODE: CodePost[] };
  soldSellerPosts: { COUPON: CouponPost[]; CODE: CodePost[] };
  sellerReviews: OrderReview[];
  sellerComments: SellerComment[];
  sellerNotices: Notice[];
  sellerGuides: SellerGuide[];
  refunds: RefundRequest[];
  /** What discovery could not read, e.g. `GET /api/coupon answered 500`. */
  notes: Record<string, string>;
}

export function emptyInventory(): Inventory {
  return {
    users: {},
    categories: [],
    posts: { SUBSCRIPTION: [], COUPON: [], CODE: [] },
    orders: [],
    topUpOrders: [],
    purchases: { CODE: [], COUPON: [], SUBSCRIPTION: [] },
    rooms: [],
    sellerPosts: { SUBSCRIPTION: [], COUPON: [], CODE: [] },
    soldSellerPosts: { COUPON: [], CODE: [] },
    sellerReviews: [],
    sellerComments: [],
    sellerNotices: [],
    sellerGuides: [],
    refunds: [],
    notes: {},
  };
}

/** The `response` list of a listing call, or [] with a note saying why not. */
async function fetchList<T>(
  ctx: RunContext,
  inventory: Inventory,
  routeKey: string,
  identity: Identity,
  query: Record<string, QueryValue> = {},
): Promise<T[]> {
  const { route } = routeOf(ctx, routeKey);
  const token = identity === 'anonymous' ? null : ctx.tokens[identity];
  if (identity !== 'anonymous' && !token) {
    inventory.notes[routeKey] = `not read: no ${identity} signed in`;
    return [];
  }
  const answer = await send(ctx.http, {
    method: route.method,
    path: route.path,
    query,
    token,
    caseKind: 'discovery',
  });
  const json = answer.json as { success?: unknown; response?: unknown } | undefined;
  if (answer.status >= 200 && answer.status < 300 && json?.success === true) {
    if (Array.isArray(json.response)) return json.response as T[];
  }
  inventory.notes[routeKey] =
    `${route.method} ${route.path} answered ${answer.status || answer.networkError}`;
  return [];
}

const PAGE = { page: 1, size: MAX_PAGE_SIZE };

export async function discover(ctx: RunContext, inventory: Inventory): Promise<Inventory> {
  const list = <T>(key: string, who: Identity, query: Record<string, QueryValue> = PAGE) =>
    fetchList<T>(ctx, inventory, key, who, query);
  const [
    categories,
    subscriptions,
    coupons,
    codes,
    orders,
    topUps,
    boughtCodes,
    boughtCoupons,
    boughtSubscriptions,
    rooms,
  ] = await Promise.all([
    list<Category>('catalogue.listCategories', 'anonymous', {}),
    list<SubscriptionPost>('catalogue.listSubscriptionPosts', 'anonymous'),
    list<CouponPost>('catalogue.listCoupons', 'anonymous'),
    list<CodePost>('catalogue.listDigitalCodes', 'anonymous'),
    list<Order>('orders.listOrders', 'buyer'),
    list<Order>('orders.listOrders', 'buyer', { ...PAGE, type: 'emoney' }),
    list<PurchasedCode>('orders.listCodeOrders', 'buyer'),
    list<PurchasedCoupon>('orders.listCouponOrders', 'buyer'),
    list<PurchasedSubscription>('orders.listSubscriptionOrders', 'buyer'),
    list<ChatRoom>('chat.listRooms', 'buyer', {}),
  ]);
  const [
    sellerSubscriptions,
    sellerCoupons,
    sellerCodes,
    soldCoupons,
    soldCodes,
    reviews,
    comments,
    notices,
    guides,
    refunds,
  ] = await Promise.all([
    list<SubscriptionPost>('sellerPosts.listSellerSubscriptionPosts', 'seller'),
    list<CouponPost>('sellerPosts.listSellerCouponPosts', 'seller'),
    list<CodePost>('sellerPosts.listSellerCodePosts', 'seller'),
    list<CouponPost>('sellerPosts.listSellerCouponPosts', 'seller', { ...PAGE, status: 'sold' }),
    list<CodePost>('sellerPosts.listSellerCodePosts', 'seller', { ...PAGE, status: 'sold' }),
    list<OrderReview>('seller.listSellerReviews', 'seller'),
    list<SellerComment>('seller.listSellerComments', 'seller'),
    list<Notice>('content.listSellerNotices', 'seller'),
    list<SellerGuide>('seller.listSellerGuides', 'seller'),
    list<RefundRequest>('seller.listRefundRequests', 'seller'),
  ]);
  Object.assign(inventory, {
    categories,
    posts: { SUBSCRIPTION: subscriptions, COUPON: coupons, CODE: codes },
    orders,
    topUpOrders: topUps.filter((order) => order?.kind === 'EMONEY'),
    purchases: { CODE: boughtCodes, COUPON: boughtCoupons, SUBSCRIPTION: boughtSubscriptions },
    rooms,
    sellerPosts: { SUBSCRIPTION: sellerSubscriptions, COUPON: sellerCoupons, CODE: sellerCodes },
    soldSellerPosts: { COUPON: soldCoupons, CODE: soldCodes },
    sellerReviews: reviews,
    sellerComments: comments,
    sellerNotices: notices,
    sellerGuides: guides,
    refunds,
  });
  return inventory;
}
