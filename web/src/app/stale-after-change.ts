/**
 * What each change to the server's data makes stale in the app's cache: one table for every write
 * route of the contract and every change the app observes (lib/data-changes.ts). The API client
 * reports each write it makes (and each one refused because of how things stand), and
 * `markStale` then refreshes the queries of the areas listed here: those on screen refetch at once,
 * the others on their next use. A new write route fails `typecheck` until it has its line, and
 * `stale-after-change.test.ts` checks that each line covers what the change really alters
 * (decision 032).
 *
 * Areas are broad on purpose (whole key prefixes): refetching a list on screen costs one call,
 * while a list left stale is a screen that lies until the next reload.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountSummaryKeys } from '../features/account/api/account-keys';
import { catalogueKeys } from '../features/catalogue/api/catalogue-keys';
import { chatKeys } from '../features/chat/api/chat-keys';
import { commentKeys } from '../features/comments/api/comment-keys';
import { homeKeys } from '../features/home/api/home-keys';
import { inquiryKeys } from '../features/inquiries/api/inquiry-keys';
import { orderKeys } from '../features/orders/api/order-keys';
import { partyKeys } from '../features/parties/api/party-keys';
import { searchKeys } from '../features/search/api/search-keys';
import { sellerBusinessKeys } from '../features/seller-business/api/seller-business-keys';
import { sellerListingKeys } from '../features/seller-listings/api/seller-listing-keys';
import { storeKeys } from '../features/stores/api/store-keys';
import { walletKeys } from '../features/wallet/api/wallet-keys';
import type { DataChange } from '../lib/data-changes';
import { sessionKeys } from '@/lib/session/session';
import { balanceKeys } from '../shared/balances/api/balance-keys';
import { cartKeys } from '../shared/cart-lines/api/cart-keys';

/** The cached data of the app by what it is about, each as the key prefixes that hold it. */
export const dataAreas = {
  /** The signed-in user (`/api/account/me`): nickname, image, verified, roles. */
  user: [sessionKeys.all],
  /** E-money and points, their histories, the withdrawal limits, a transfer being awaited. */
  balances: [balanceKeys.all, walletKeys.all],
  /** The account summary's counts (orders, codes, coupons, subscriptions, inquiries). */
  summary: [accountSummaryKeys.all],
  cart: [cartKeys.all],
  /** The member's orders, what they bought (codes, coupons, parties) and their reviews. */
  orders: [orderKeys.all],
  /** The member's parties, their details and leaving previews. */
  parties: [partyKeys.all],
  /** Post lists and details (sold, seats left, in the cart, blocked). */
  catalogue: [catalogueKeys.lists(), catalogueKeys.details()],
  search: [searchKeys.all],
  /** The public store pages: profile, stats, posts, reviews with their answers. */
  stores: [storeKeys.all],
  /** The home page's featured posts. */
  home: [homeKeys.all],
  comments: [commentKeys.all],
  inquiries: [inquiryKeys.all],
  /** Rooms, their histories and the purchases they belong to. */
  chat: [chatKeys.all],
  /** The seller's reviews, comments, refunds, blocklist, money and promotion units. */
  sellerBusiness: [sellerBusinessKeys.all],
  /** The seller's posts, their members and buyers, and the console's home. */
  sellerListings: [sellerListingKeys.all],
} satisfies Record<string, readonly QueryKey[]>;

export type DataArea = keyof typeof dataAreas;

/** What a member's purchase, refund or party answer changes: their orders, parties and money. */
const memberTrade: DataArea[] = ['orders', 'parties', 'balances', 'summary'];
/** What a change to a seller's post shows in: their console and every public list of posts. */
const sellerPost: DataArea[] = ['sellerListings', 'catalogue', 'search', 'stores', 'home'];

/** What each change makes stale. An empty list says so deliberately (a read sent as POST, say). */
export const staleAfter: Record<DataChange, readonly DataArea[]> = {
  // A guest has no private data cached, and the previous user's went with the sign-out (or the 401)
  // that ended their session: the whole cache is cleared then (lib/session/session.ts, auth-redirect.tsx).
  'auth.signIn': [],
  'auth.signInWithSns': [],
  'auth.signUp': [],
  'auth.signOut': [],
  'auth.sendEmailVerification': [],
  'auth.confirmEmailVerification': [],
  'auth.requestPasswordRecovery': [],
  'auth.resetPassword': [],
  'auth.startIdentityVerification': [],
  'auth.completeIdentityVerification': ['user'],

  'account.updateNickname': ['user', 'comments', 'chat'],
  'account.updatePassword': [],
  'account.updatePhone': ['user'],
  'account.updateCountries': ['user'],
  'account.updateNewsletter': ['user'],
  'account.updateProfileImage': ['user', 'comments', 'chat'],
  // The page signs out at once, which clears the whole cache.
  'account.removeAccount': [],
  'account.becomeSeller': ['user'],

  'wallet.redeemPromotionCode': ['balances', 'summary'],
  // A top-up is an order waiting for its transfer.
  'wallet.topUpEmoney': ['balances', 'summary', 'orders'],
  'wallet.withdrawEmoney': ['balances', 'summary'],
  transferReceived: ['balances', 'summary', 'orders', 'parties'],

  'content.createInquiry': ['inquiries', 'summary'],

  // A post's detail says whether it is in the cart.
  'cart.addToCart': ['cart', 'catalogue'],
  'cart.deleteCartItems': ['cart', 'catalogue'],

  // Paid from the balances, bought out of the cart; a code or coupon is sold, a party has one seat
  // less (and a chat room more), the seller's store counts one sale more.
  'orders.createOrder': [...memberTrade, 'cart', 'catalogue', 'search', 'stores', 'home', 'chat'],
  'orders.confirmOrder': memberTrade,
  // The store's reviews and its stats show it.
  'orders.writeReview': ['orders', 'stores'],
  // Also how a member leaves a party (decision 018).
  'orders.requestRefund': memberTrade,

  'seller.blockMember': ['sellerBusiness'],
  'seller.unblockMember': ['sellerBusiness'],
  'seller.answerReview': ['sellerBusiness', 'stores'],
  'seller.editReviewAnswer': ['sellerBusiness', 'stores'],
  'seller.deleteReviewAnswer': ['sellerBusiness', 'stores'],
  // The refund moves the seller's money, a sale's state and the console's waiting requests.
  'seller.approveRefund': ['sellerBusiness', 'sellerListings', 'balances', 'summary', 'stores'],
  // Released from the request, the purchase may be confirmed at once: the seller's balance moves.
  'seller.rejectRefund': ['sellerBusiness', 'sellerListings', 'balances'],
  'seller.buyPromotionItems': ['sellerBusiness', 'sellerListings', 'balances', 'summary'],
  // Reads of the promotion units, sent as POST (SPEC §7).
  'seller.getPickInventory': [],
  'seller.getUpInventory': [],
  'seller.usePick': ['sellerBusiness', ...sellerPost],
  'seller.useUp': ['sellerBusiness', ...sellerPost],
  'seller.terminateSubscription': [...sellerPost, 'parties', 'orders', 'balances'],

  // New and changed posts are offered for promotion units too (sellerBusiness).
  'sellerPosts.createCodePost': ['sellerBusiness', ...sellerPost],
  'sellerPosts.editCodePost': ['sellerBusiness', ...sellerPost],
  'sellerPosts.cancelCodeSale': ['sellerBusiness', ...sellerPost, 'balances'],
  'sellerPosts.createCouponPost': ['sellerBusiness', ...sellerPost],
  'sellerPosts.editCouponPost': ['sellerBusiness', ...sellerPost],
  'sellerPosts.cancelCouponSale': ['sellerBusiness', ...sellerPost, 'balances'],
  'sellerPosts.createSubscriptionPost': ['sellerBusiness', ...sellerPost],
  'sellerPosts.editSubscriptionPost': ['sellerBusiness', ...sellerPost],
  'sellerPosts.renewSubscriptionPost': ['sellerBusiness', ...sellerPost, 'parties'],
  'sellerPosts.removePartyMember': ['sellerListings', 'parties'],
  // The founder deciding on a join request, or a member answering a renewal (decision 018).
  'sellerPosts.approveMembership': [...sellerPost, ...memberTrade],
  'sellerPosts.rejectMembership': [...sellerPost, ...memberTrade],
  'sellerPosts.answerRemovalRequest': [...sellerPost, ...memberTrade],
  'sellerPosts.closeRecruitment': sellerPost,
  // The founder's penalty compensates the members.
  'sellerPosts.endSharing': ['sellerBusiness', ...sellerPost, ...memberTrade],

  'community.createComment': ['comments', 'sellerBusiness'],
  'community.editComment': ['comments', 'sellerBusiness'],
  'community.deleteComment': ['comments', 'sellerBusiness'],
  'community.createReply': ['comments', 'sellerBusiness'],
  'community.editReply': ['comments', 'sellerBusiness'],
  'community.deleteReply': ['comments', 'sellerBusiness'],
  // An image is only an address until a message, comment or profile uses it.
  'community.uploadImage': [],

  // Answers the room (made on first use) and is read as a query under a chat key: listing `chat`
  // here would refetch it, and it would report itself again, without end.
  'chat.openRoom': [],
  'chat.sendMessage': ['chat'],
  'chat.sendImages': ['chat'],
};

/**
 * Changes after which the caller goes on to a screen that needs the fresh data at once: the write's
 * answer waits for it (the checkout's guard reads `verified` right after identity verification).
 * Every other write answers at once, and its screens refresh meanwhile: the checkout must move on
 * to the new order, not show its emptied cart first.
 */
const answerOnceFresh: ReadonlySet<DataChange> = new Set(['auth.completeIdentityVerification']);

/**
 * Marks stale what `change` altered. A read still in flight was answered (or will be) as things
 * stood before the change, so it is cancelled first; the queries on screen then refetch, and the
 * promise settles once they have.
 */
export async function markStale(queryClient: QueryClient, change: DataChange): Promise<void> {
  const keys = [...new Set(staleAfter[change])].flatMap(
    (area): readonly QueryKey[] => dataAreas[area],
  );
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}

/** The app's handler of lib/data-changes.ts: what to mark stale, and whether to wait for it. */
export function staleAfterChangeHandler(queryClient: QueryClient) {
  return (change: DataChange): Promise<void> => {
    const fresh = markStale(queryClient, change);
    return answerOnceFresh.has(change) ? fresh : Promise.resolve();
  };
}
