import { contract, listRoutes } from '@market/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  created,
  fail,
  ok,
  okPage,
  startApiServer,
  type ApiServer,
  type ReplyTo,
} from '@test/api-server';
import { wireOrder } from '@test/orders-data';
import { wireUser } from '@test/wire-data';
import { renderWithProviders } from '@test/render';
import { accountSummaryKeys } from '../features/account/api/account-keys';
import { catalogueKeys } from '../features/catalogue/api/catalogue-keys';
import { chatKeys } from '../features/chat/api/chat-keys';
import { commentKeys } from '../features/comments/api/comment-keys';
import { inquiryKeys } from '../features/inquiries/api/inquiry-keys';
import { orderKeys, useOrders } from '../features/orders/api';
import { partyKeys } from '../features/parties/api/party-keys';
import { sellerBusinessKeys } from '../features/seller-business/api/seller-business-keys';
import { sellerListingKeys } from '../features/seller-listings/api/seller-listing-keys';
import { storeKeys } from '../features/stores/api/store-keys';
import { walletKeys } from '../features/wallet/api/wallet-keys';
import { tsr } from '../lib/api-client';
import { exchangeRateKeys } from '@/lib/format/currency';
import type { DataChange } from '../lib/data-changes';
import { sessionKeys } from '@/lib/session/session';
import { balanceKeys } from '../shared/balances/api/balance-keys';
import { cartKeys } from '../shared/cart-lines/api/cart-keys';
import { markStale, staleAfter } from './stale-after-change';
import { useApiQuery } from '@/lib/api-query';

const token = 'token-of-buyer';
const page = { page: 1, size: 10 };

/** One query of each kind a screen shows, under the key its hook really uses. */
const shown = {
  user: sessionKeys.me(token),
  credits: balanceKeys.credits(token),
  sellerCredits: balanceKeys.sellerCredits(token),
  emoneyHistory: walletKeys.emoneyHistory(token, page),
  withdrawalInfo: walletKeys.withdrawalInfo(token),
  summary: accountSummaryKeys.member(token),
  cartLines: cartKeys.items(token),
  cartBadge: cartKeys.count(token),
  orders: orderKeys.list(token, page),
  order: orderKeys.detail(token, 'ORD-1'),
  couponPurchases: orderKeys.purchaseList(token, 'COUPON', page),
  codePurchases: orderKeys.purchaseList(token, 'CODE', page),
  purchase: orderKeys.purchase(token, 'CODE', 90),
  parties: partyKeys.list(token, page),
  party: partyKeys.detail(token, 7),
  postList: catalogueKeys.list('COUPON', { page: 1 }),
  postDetail: catalogueKeys.detail('COUPON', 30, token),
  storeReviews: storeKeys.reviews(4, { page: 1, size: 10, tone: 'all' }),
  sellerRefunds: sellerBusinessKeys.refundList(token, page),
  sellerStatistics: sellerBusinessKeys.statistics(token),
  blocklist: sellerBusinessKeys.blocklistPage(token, page),
  sellerHome: sellerListingKeys.attention(token),
  partyMembers: sellerListingKeys.members(token, 41),
  chatRooms: chatKeys.rooms(token),
  comments: commentKeys.list('COUPON', 30, { type: 'COUPON', typeSeq: 30, ...page }),
  inquiries: inquiryKeys.list(token, page),
  exchangeRate: exchangeRateKeys.usd(),
} satisfies Record<string, QueryKey>;

type Shown = keyof typeof shown;

/** Which of the shown queries `change` leaves stale. */
async function staleAfterChange(change: DataChange): Promise<Shown[]> {
  const queryClient = new QueryClient();
  for (const queryKey of Object.values(shown)) queryClient.setQueryData(queryKey, { cached: true });
  await markStale(queryClient, change);
  return (Object.keys(shown) as Shown[]).filter(
    (name) => queryClient.getQueryState(shown[name])?.isInvalidated,
  );
}

describe('what each change makes stale (app/stale-after-change.ts)', () => {
  it('has a line for every write route of the contract, and only for them', () => {
    const writes = listRoutes(contract)
      .filter(({ route }) => route.method !== 'GET')
      .map(({ key }) => key);
    const observed = ['transferReceived'];
    expect(Object.keys(staleAfter).sort()).toEqual([...writes, ...observed].sort());
  });

  // What a member or a seller sees change after each action, by the screens that show it.
  const mustRefresh: [DataChange, Shown[]][] = [
    [
      'orders.createOrder',
      [
        'orders',
        'order',
        'couponPurchases',
        'codePurchases',
        'purchase',
        'parties',
        'credits',
        'emoneyHistory',
        'summary',
        'cartLines',
        'cartBadge',
        'postList',
        'postDetail',
      ],
    ],
    ['wallet.topUpEmoney', ['orders', 'credits', 'summary']],
    ['transferReceived', ['orders', 'order', 'credits', 'emoneyHistory', 'summary']],
    ['wallet.withdrawEmoney', ['credits', 'emoneyHistory', 'withdrawalInfo', 'summary']],
    ['wallet.redeemPromotionCode', ['credits', 'summary']],
    ['orders.confirmOrder', ['orders', 'order', 'purchase', 'parties', 'credits', 'summary']],
    [
      'orders.requestRefund',
      ['orders', 'order', 'couponPurchases', 'purchase', 'parties', 'party', 'credits', 'summary'],
    ],
    ['orders.writeReview', ['order', 'couponPurchases', 'purchase', 'storeReviews']],
    [
      'sellerPosts.approveMembership',
      ['parties', 'party', 'partyMembers', 'sellerHome', 'credits'],
    ],
    ['sellerPosts.rejectMembership', ['parties', 'party', 'partyMembers', 'sellerHome', 'credits']],
    ['sellerPosts.answerRemovalRequest', ['party', 'partyMembers', 'credits']],
    [
      'sellerPosts.endSharing',
      ['partyMembers', 'parties', 'party', 'credits', 'sellerCredits', 'postList'],
    ],
    ['seller.approveRefund', ['sellerRefunds', 'sellerStatistics', 'sellerHome', 'sellerCredits']],
    ['seller.rejectRefund', ['sellerRefunds', 'sellerHome', 'sellerCredits']],
    ['seller.buyPromotionItems', ['sellerCredits', 'credits']],
    ['seller.blockMember', ['blocklist']],
    ['seller.answerReview', ['storeReviews']],
    ['cart.addToCart', ['cartLines', 'cartBadge', 'postDetail']],
    ['cart.deleteCartItems', ['cartLines', 'cartBadge', 'postDetail']],
    ['community.createComment', ['comments']],
    ['content.createInquiry', ['inquiries', 'summary']],
    ['account.updateNickname', ['user']],
    ['auth.completeIdentityVerification', ['user']],
    ['chat.sendMessage', ['chatRooms']],
  ];

  it.each(mustRefresh)('%s makes stale what it changes', async (change, expected) => {
    const stale = await staleAfterChange(change);
    expect(expected.filter((name) => !stale.includes(name))).toEqual([]);
  });

  it.each(['chat.openRoom', 'seller.getPickInventory', 'seller.getUpInventory'] as const)(
    '%s, a read sent as POST, makes nothing stale (it would refetch itself without end)',
    async (change) => {
      expect(await staleAfterChange(change)).toEqual([]);
    },
  );

  it('keeps apart what a change does not touch: a seller’s block, a buyer’s money, the rate', async () => {
    expect(await staleAfterChange('seller.blockMember')).toEqual(
      expect.not.arrayContaining(['orders', 'credits', 'sellerCredits', 'cartLines', 'postDetail']),
    );
    for (const change of Object.keys(staleAfter) as DataChange[]) {
      expect(await staleAfterChange(change)).not.toContain('exchangeRate');
    }
  });
});

describe('the API client reports its writes', () => {
  let server: ApiServer | null = null;
  afterEach(async () => {
    await server?.close();
    // serveApi checks this itself; a server started by hand is checked here.
    server?.assertContractKept();
    server = null;
  });

  /** The orders list on screen, and a button that places an order through the real client. */
  function OrdersAndPay() {
    const orders = useOrders({ page: 1, type: null });
    const pay = () => tsr.orders.createOrder.mutate({ body: { carts: [1] } }).catch(() => null);
    return (
      <>
        <ul>
          {orders.data?.items.map((order) => (
            <li key={order.id}>{order.id}</li>
          ))}
        </ul>
        <button onClick={() => void pay()}>pay</button>
      </>
    );
  }

  async function ordersScreen(answerToOrder: () => ReplyTo<'POST /api/order'>) {
    const placed = [wireOrder({ id: 'ORD-OLD' })];
    server = await startApiServer({
      'GET /api/order/list': () =>
        okPage(placed, {
          currentPage: 1,
          pageSize: 10,
          totalCount: placed.length,
          totalPage: 1,
          nextPage: null,
        }),
      'POST /api/order': () => {
        const answer = answerToOrder();
        if (answer.status === 201) placed.unshift(wireOrder({ id: 'ORD-NEW' }));
        return answer;
      },
    });
    renderWithProviders(<OrdersAndPay />, { token });
    expect(await screen.findByText('ORD-OLD')).toBeInTheDocument();
  }

  const listCalls = () => server!.requests.filter((r) => r.path.startsWith('/api/order/list'));

  it('a placed order appears in the orders list on screen, no reload', async () => {
    await ordersScreen(() => created(wireOrder({ id: 'ORD-NEW' })));
    await userEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(await screen.findByText('ORD-NEW')).toBeInTheDocument();
  });

  it('a refusal because of how things stand (409) refreshes too; a malformed request (400) not', async () => {
    const answers = [fail('VALIDATION_FAILED'), fail('SOLD_OUT')];
    await ordersScreen(() => answers.shift()!);
    const pay = screen.getByRole('button', { name: 'pay' });
    await userEvent.click(pay);
    await waitFor(() => expect(answers).toHaveLength(1));
    await userEvent.click(pay);
    // One list call on render, one after the 409: none after the 400, which came first.
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(server!.requests.map((request) => request.method)).toEqual([
      'GET',
      'POST',
      'POST',
      'GET',
    ]);
  });

  it('identity verification answers once the user is fetched again, verified', async () => {
    let verified = false;
    const user = () => wireUser({ seq: 1, nickname: 'buyer', verified });
    server = await startApiServer({
      'GET /api/account/me': () => ok(user()),
      'POST /api/auth/identity/callback': () => {
        verified = true;
        return ok({ verified: true, verifiedAt: '2026-11-24 10:00:00' });
      },
    });
    function Me() {
      const me = useApiQuery(tsr.account.getMe, { queryKey: sessionKeys.me(token) });
      return <p>{me.data?.body.response.verified ? 'verified' : 'not verified'}</p>;
    }
    const { queryClient } = renderWithProviders(<Me />, { token });
    expect(await screen.findByText('not verified')).toBeInTheDocument();
    await tsr.auth.completeIdentityVerification.mutate({
      body: { encData: 'e', integrityValue: 'i', tokenVersionId: 't' },
    });
    const me = queryClient.getQueryData<{ body: { response: { verified: boolean } } }>(
      sessionKeys.me(token),
    );
    expect(me?.body.response.verified).toBe(true);
  });
});
