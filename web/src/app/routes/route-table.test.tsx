/**
 * The route table against SPEC §2: every address of the spec has its page (not the not-found
 * catch-all), and a guest on any private address, however deep, is sent to sign
 * in with the address to come back to.
 */
import { waitFor } from '@testing-library/react';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireCodeDetail, wireCodePost, wirePagination } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { AppRoutes } from '../router';
import { appPaths } from '@/lib/addresses';
import { createQueryClient } from '@/lib/api/query-client';
import { clearSession, saveSession } from '@/lib/session/session-store';
import { catalogueKeys } from '@/features/catalogue/api/catalogue-keys';
import { NotFoundPage, preloadRoute, routeTable, type PageRoute } from './index';

const api = serveApi(
  shellRoutes({
    'GET /api/digital/code/3/view': () => ok(wireCodeDetail({ seq: 3 })),
    'GET /api/digital/code': () => okPage([wireCodePost({ seq: 3 })], wirePagination(1, 1)),
    'GET /api/common/category/hierarchy': () => ok({ path: [], parent: null, children: [] }),
    // A post whose answer takes longer than the first render waits for.
    'GET /api/digital/code/8/view': () =>
      new Promise((answer) => setTimeout(() => answer(ok(wireCodeDetail({ seq: 8 }))), 3000)),
  }),
);

/** One address of each route of SPEC §2, with sample ids; private ones are marked. */
const specAddresses: { address: string; private: boolean }[] = [
  ...[
    '/',
    '/subscriptions',
    '/ecoupons',
    '/digital-codes',
    '/subscriptions/1',
    '/ecoupons/1',
    '/digital-codes/1',
    '/search/netflix',
    '/stores/1',
    '/stores/1/stats',
    '/stores/1/reviews',
    '/notices',
    '/faq',
    '/our-services',
    '/terms/terms-of-use',
    '/terms/privacy-policy',
    '/contact/business',
    '/login',
    '/login/naver',
    '/login/kakao',
    '/create-account',
    '/recover-password',
    '/reset-password',
  ].map((address) => ({ address, private: false })),
  ...[
    '/cart',
    '/buy-emoney',
    '/cash-out',
    '/remove-account',
    '/become-seller',
    '/checkout',
    '/checkout/verify-identity',
    '/my/profile',
    '/my/expenses',
    '/my/expenses/emoney',
    '/my/expenses/points',
    '/my/orders',
    '/my/orders/5',
    '/my/pending-transfer/5',
    '/my/subscriptions',
    '/my/subscriptions/5',
    '/my/ecoupons',
    '/my/ecoupons/5',
    '/my/digital-codes',
    '/my/digital-codes/5',
    '/my/subscriptions/5/chat',
    '/my/subscriptions/5/group-chat',
    '/my/ecoupons/5/chat',
    '/my/digital-codes/5/chat',
    '/my/contact',
    '/contact/general',
    '/seller',
    '/seller/notices',
    '/seller/guides',
    '/seller/blocklist',
    '/seller/statistics',
    '/seller/reviews',
    '/seller/comments',
    '/seller/refund-requests',
    '/seller/buy-perks',
    '/seller/chats',
    '/seller/chats/7',
    ...['subscriptions', 'ecoupons', 'digital-codes'].flatMap((type) => [
      `/seller/${type}`,
      `/seller/${type}/create`,
      `/seller/${type}/9`,
      `/seller/${type}/9/edit`,
    ]),
    '/seller/subscriptions/9/renew',
    '/seller/subscriptions/9/members',
    '/seller/ecoupons/9/buyer',
    '/seller/digital-codes/9/buyer',
  ].map((address) => ({ address, private: true })),
];

/** The route the router renders for an address: the first of the table that matches. */
function routeOf(address: string): PageRoute | undefined {
  return routeTable.find((route) => matchRoute(parse, route.path, address)[0]);
}

describe('the route table', () => {
  it.each(specAddresses)('gives $address a page of its own', async ({ address }) => {
    const route = routeOf(address);
    expect(route, `no route matches ${address}`).toBeDefined();
    expect(route!.page, `${address} falls through to not-found`).not.toBe(NotFoundPage);
    // The page module loads (a broken lazy import would only show in the browser otherwise).
    expect((await route!.page.preload()).default).toBeTypeOf('function');
  });

  it("declares each address builder's pattern (lib/addresses.ts) once, and no page without one", () => {
    const pagePatterns = routeTable
      .map((route) => route.path)
      .filter((path) => !path.endsWith('/*?'))
      .sort();
    expect(pagePatterns).toEqual([...appPaths].sort());
  });

  it('guards every private address and no public one', () => {
    for (const { address, private: isPrivate } of specAddresses) {
      const guard = routeOf(address)!.guard;
      if (isPrivate) expect(guard, address).toMatch(/^(auth|verified|unverified|member|seller)$/);
      else expect(guard === undefined || guard === 'guest', address).toBe(true);
    }
  });

  it.each([
    '/checkout',
    '/checkout?items=3,4',
    '/checkout/verify-identity',
    '/my/orders/5',
    '/my/subscriptions/5/group-chat',
    '/my/no/such/page',
    '/seller/ecoupons/9/buyer',
    '/seller/anything',
  ])('sends a guest on %s to sign in, to come back there', async (address) => {
    const view = renderWithProviders(<AppRoutes />, { path: address });
    await waitFor(() =>
      expect(view.currentAddress()).toBe(`/login?redirect=${encodeURIComponent(address)}`),
    );
  });

  it("starts a post's first API call with its chunk, and is done once it has answered", async () => {
    const queryClient = createQueryClient();
    await preloadRoute(queryClient, { pathname: '/digital-codes/3', search: '' });
    // The first render has the post: no loading state in between, no render per answer.
    expect(queryClient.getQueryData(catalogueKeys.detail('CODE', 3, null))).toMatchObject({
      seq: 3,
    });
    expect(api.calls('/api/digital/code/3/view')).toHaveLength(1);
  });

  it('does not hold the first render for a slow call: the page then renders loading', async () => {
    const queryClient = createQueryClient();
    await preloadRoute(queryClient, { pathname: '/digital-codes/8', search: '' });
    expect(api.calls('/api/digital/code/8/view')).toHaveLength(1);
    expect(queryClient.getQueryState(catalogueKeys.detail('CODE', 8, null))?.status).toBe(
      'pending',
    );
  });

  it('loads the page a guard sends the visitor to: for a member on sign-in, the home', async () => {
    saveSession({ value: 'a-member', validUntil: null }, { stayLoggedIn: false });
    try {
      await preloadRoute(createQueryClient(), { pathname: '/login', search: '' });
    } finally {
      clearSession();
    }
    const homeLists = api.requests.filter((request) =>
      request.path.startsWith('/api/digital/code?'),
    );
    expect(homeLists).toHaveLength(1);
  });

  it("starts a list's first page as its address asks (category and page)", async () => {
    const queryClient = createQueryClient();
    await preloadRoute(queryClient, { pathname: '/digital-codes', search: '?category=2&page=3' });
    const listCalls = () =>
      api.requests.filter((request) => request.path.startsWith('/api/digital/code?'));
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    const query = new URL(listCalls()[0]!.path, 'http://x').searchParams;
    expect([query.get('categorySeq'), query.get('page')]).toEqual(['2', '3']);
    // Its category chips (the top level and the chosen one's children) and the header's notice;
    // a guest's layout asks for no user and no cart.
    expect(api.calls('/api/common/category/hierarchy?postType=CODE')).toHaveLength(1);
    expect(api.calls('/api/common/category/hierarchy?postType=CODE&parentSeq=2')).toHaveLength(1);
    expect(api.calls('/api/common/notice/recent')).toHaveLength(1);
    expect(api.calls('/api/account/me')).toHaveLength(0);
    expect(api.calls('/api/cart/itemCount')).toHaveLength(0);
  });
});
