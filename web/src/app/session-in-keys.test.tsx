/**
 * Every private read is keyed by the session token (web/README.md, "How we do key factories"). The
 * cache is cleared on sign-out and on a 401, but the stored session can change without either
 * (another tab signs in as someone else): each private screen must then ask again as the new
 * member, never go on showing the previous one's data. A key without the token keeps the old
 * answer and asks nothing, which this test catches on the real pages, whatever hook they use.
 */
import {
  contract,
  isPrivate,
  listRoutes,
  routeSignature,
  type RouteMeta,
  type User,
} from '@market/contract';
import openapi from '@market/contract/openapi.json';
import type { AppRoute } from '@ts-rest/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, routeOf, type Routes } from '@test/api-server';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireUser } from '@test/wire-data';
import { saveSession } from '@/lib/session/session-store';
import { AppRoutes } from './router';

type RecordedResponses = Record<string, { content: { 'application/json': { example: unknown } } }>;
const documented = openapi.paths as unknown as Record<
  string,
  Record<string, { responses: RecordedResponses }>
>;

/** The route's success answer recorded from the seeded world (the OpenAPI document's example). */
function recordedAnswer(route: AppRoute) {
  const operation = documented[route.path.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!;
  const status = operation.responses['200'] ? 200 : 201;
  return { status, body: operation.responses[status]!.content['application/json'].example };
}

/** Reads: the GET routes, and the chat room's opening, which the app reads as a query. */
const reads = listRoutes(contract).filter(
  ({ key, route }) => route.method === 'GET' || key === 'chat.openRoom',
);

const memberA = 'token-of-member-a';
const memberB = 'token-of-member-b';
const balanceOf: Record<string, number> = {
  [`Bearer ${memberA}`]: 111_000,
  [`Bearer ${memberB}`]: 222_000,
};
// Seller and verified: every guard lets the member in.
const user: User = wireUser({ roles: ['MEMBER', 'SELLER'], verified: true });

// Built from the contract's routes, so not typed by key; each answer is still parsed by its
// route's schema when sent.
const recorded = Object.fromEntries(
  reads.map(({ route }) => [routeSignature(route), () => recordedAnswer(route)]),
) as unknown as Routes<never>;

const api = serveApi({
  ...recorded,
  'GET /api/account/me': () => ok(user),
  // What tells the two members apart on screen.
  'GET /api/cp': (request) =>
    ok({ emoney: balanceOf[String(request.headers.api_key)] ?? 0, points: 0 }),
});

const routeKeys = new Map(listRoutes(contract).map(({ key, route }) => [route, key]));

/** The private reads sent with `token`: each as its route's key and as `METHOD path?query`. */
function privateReadsOf(token: string) {
  return api.requests.flatMap((request) => {
    if (request.headers.api_key !== `Bearer ${token}`) return [];
    const found = routeOf(request.method, new URL(request.path, 'http://x').pathname);
    if (!found || !isPrivate(found.known.route.metadata as RouteMeta)) return [];
    return [
      { route: routeKeys.get(found.known.route)!, read: `${request.method} ${request.path}` },
    ];
  });
}

/**
 * One address per kind of private data, with the reads that show its page is loaded (the last
 * of each chain: the post before its buyer, the purchase before its room).
 */
const privateAddresses: [string, string[]][] = [
  ['/my', ['account.getSummary', 'wallet.getCredits']],
  ['/my/profile', ['account.getReferralLink']],
  ['/my/expenses/emoney', ['wallet.listEmoneyHistory']],
  ['/cash-out', ['wallet.getWithdrawalInfo', 'wallet.getCredits']],
  ['/my/pending-transfer/5', ['orders.getOrder']],
  ['/cart', ['cart.getCart']],
  ['/checkout?items=1', ['cart.getCart', 'wallet.getCredits']],
  ['/my/orders', ['orders.listOrders']],
  ['/my/ecoupons/5', ['orders.getCouponOrder']],
  ['/my/subscriptions', ['orders.listSubscriptionOrders']],
  ['/my/subscriptions/5', ['orders.getSubscriptionOrder']],
  ['/my/contact', ['content.listInquiries']],
  ['/my/ecoupons/5/chat', ['chat.openRoom', 'chat.listRoomMessages']],
  ['/seller', ['seller.getSellerCredits', 'sellerPosts.listSellerCodePosts']],
  ['/seller/ecoupons', ['sellerPosts.listSellerCouponPosts']],
  ['/seller/subscriptions/9/members', ['sellerPosts.listPartyMembers']],
  ['/seller/ecoupons/9/buyer', ['sellerPosts.getCouponBuyer']],
  ['/seller/chats', ['chat.listRooms']],
  ['/seller/reviews', ['seller.listSellerReviews']],
  ['/seller/statistics', ['seller.getSellerStatistics', 'seller.listPayouts']],
];

describe('the session in private query keys', () => {
  it.each(privateAddresses)(
    'asks again as the new member on %s when the session changes',
    async (address, loaded) => {
      const view = renderWithProviders(<AppRoutes />, { path: address, token: memberA });
      await waitFor(() => {
        const routes = new Set(privateReadsOf(memberA).map(({ route }) => route));
        expect(loaded.filter((route) => !routes.has(route))).toEqual([]);
        expect(view.queryClient.isFetching()).toBe(0);
      });
      const asA = new Set(privateReadsOf(memberA).map(({ read }) => read));

      // Another tab signs in as member B: the stored session changes, the cache stays.
      act(() => {
        saveSession({ value: memberB, validUntil: null }, { stayLoggedIn: false });
      });
      await waitFor(() => {
        const asB = new Set(privateReadsOf(memberB).map(({ read }) => read));
        expect([...asA].filter((read) => !asB.has(read))).toEqual([]);
      });
    },
  );

  it("shows the new member's balances, not the previous one's", async () => {
    renderWithProviders(<AppRoutes />, { path: '/my/expenses', token: memberA });
    expect(await screen.findByText(/111,000/)).toBeVisible();
    act(() => {
      saveSession({ value: memberB, validUntil: null }, { stayLoggedIn: false });
    });
    expect(await screen.findByText(/222,000/)).toBeVisible();
    expect(screen.queryByText(/111,000/)).toBeNull();
  });
});
