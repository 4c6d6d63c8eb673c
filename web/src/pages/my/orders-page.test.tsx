import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wirePagination } from '@test/catalogue-data';
import { wireOrder, wireOrderItem, wirePurchasedCoupon } from '@test/orders-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { preloadRoute } from '@/app/routes';
import { createQueryClient } from '@/lib/api/query-client';
import { saveSession } from '@/lib/session/session-store';
import OrdersPage from './orders-page';
import PurchasesPage from './purchases-page';

const api = serveApi(
  shellRoutes({
    'GET /api/order/list': (request) => {
      const type = new URL(request.path, 'http://x').searchParams.get('type');
      if (type === 'emoney') return okPage([], wirePagination(1, 0, 10));
      if (type === 'subscription') return fail('INTERNAL_ERROR');
      return okPage(
        [
          wireOrder({ id: 'ORD-2', items: [wireOrderItem(), wireOrderItem({ seq: 91 })] }),
          wireOrder({ id: 'ORD-1', kind: 'EMONEY', status: 'AWAITING_TRANSFER', items: [] }),
        ],
        wirePagination(1, 2, 10),
      );
    },
    'GET /api/order/coupon': (request) => {
      const keyword = new URL(request.path, 'http://x').searchParams.get('keyword');
      return keyword === 'none'
        ? okPage([], wirePagination(1, 0, 10))
        : okPage([wirePurchasedCoupon()], wirePagination(1, 1, 10));
    },
  }),
);

describe('OrdersPage', () => {
  it('lists the orders with their state and total, linking to each', async () => {
    renderWithProviders(<OrdersPage />, { path: '/my/orders', token: 'member' });
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/my/orders/ORD-2');
    expect(within(first!).getByRole('link')).toHaveTextContent('외 1건');
    expect(within(first!).getByText('결제 완료')).toBeVisible();
    expect(within(second!).getByRole('link')).toHaveTextContent('e머니 충전');
    expect(within(second!).getByText('입금 대기')).toBeVisible();
  });

  it('filters by type through the address, with an empty state and an error state', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<OrdersPage />, { path: '/my/orders', token: 'member' });
    await user.selectOptions(await screen.findByRole('combobox', { name: '주문 유형' }), 'emoney');
    expect(await screen.findByText('아직 주문이 없습니다.')).toBeVisible();
    expect(view.currentAddress()).toBe('/my/orders?type=emoney');
    expect(api.calls('/api/order/list?page=1&size=10&type=emoney')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: '주문 유형' }), 'subscription');
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
  });

  it('renders from the calls the app started on its address, without asking twice', async () => {
    saveSession({ value: 'member', validUntil: null }, { stayLoggedIn: false });
    const queryClient = createQueryClient();
    await preloadRoute(queryClient, { pathname: '/my/orders', search: '?type=emoney&page=1' });
    const path = '/my/orders?type=emoney&page=1';
    renderWithProviders(<OrdersPage />, { path, token: 'member', queryClient });
    expect(await screen.findByText('아직 주문이 없습니다.')).toBeVisible();
    expect(api.calls('/api/order/list?page=1&size=10&type=emoney')).toHaveLength(1);
    // The layout's calls for a member started too: who is signed in, the cart badge, the notice.
    expect(api.calls('/api/account/me')).toHaveLength(1);
    expect(api.calls('/api/cart/itemCount')).toHaveLength(1);
    expect(api.calls('/api/common/notice/recent')).toHaveLength(1);
  });
});

describe('PurchasesPage', () => {
  it('lists the bought coupons and searches them by keyword', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<PurchasesPage postType="COUPON" />, {
      path: '/my/ecoupons',
      token: 'member',
    });
    expect(await screen.findByRole('heading', { name: '내 e쿠폰', level: 1 })).toBeVisible();
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/my/ecoupons/90');
    await user.type(screen.getByRole('searchbox', { name: '내 e쿠폰 검색' }), 'none{Enter}');
    expect(await screen.findByText('“none”에 해당하는 항목이 없습니다.')).toBeVisible();
    expect(view.currentAddress()).toBe('/my/ecoupons?keyword=none');
  });
});
