import type { Order } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireOrder, wireOrderItem } from '@test/orders-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { changeLocale } from '@/lib/i18n/i18n';
import OrderPage from './order-page';

let order: Order = wireOrder();
let refuseConfirm = false;

const api = serveApi(
  shellRoutes({
    'GET /api/order/ORD-1/view': () => ok(order),
    'GET /api/order/ORD-404/view': () => fail('NOT_FOUND'),
    'GET /api/order/ORD-500/view': () => fail('INTERNAL_ERROR'),
    'POST /api/order/ORD-1/receipt': () => {
      if (refuseConfirm) return fail('INVALID_STATE');
      order = { ...order, status: 'CONFIRMED', confirmAt: '2026-11-25 10:00:00' };
      return ok(order);
    },
    'GET /api/cp': () => ok({ emoney: 0, points: 0 }),
  }),
);
afterEach(() => {
  order = wireOrder({ id: 'ORD-1' });
  refuseConfirm = false;
});

describe('OrderPage', () => {
  it('shows the items, the split between points and e-money, and the auto-confirm date', async () => {
    order = wireOrder({ id: 'ORD-1', confirmAt: '2026-11-28 08:34:11' });
    renderWithProviders(<OrderPage orderId="ORD-1" />, { token: 'member' });
    expect(await screen.findByRole('heading', { name: '주문 상세', level: 1 })).toBeVisible();
    const items = await screen.findByRole('region', { name: '상품 1개' });
    expect(within(items).getByRole('link')).toHaveAttribute('href', '/my/ecoupons/90');
    // Points are points wherever they show (2,000P), never won.
    expect(screen.getByText('포인트 결제').nextElementSibling).toHaveTextContent(/^2,000P$/);
    expect(screen.getByText('e머니 결제').nextElementSibling).toHaveTextContent('3,000원');
    expect(screen.getByText('자동 구매 확정일').nextElementSibling).toHaveTextContent(
      '2026년 11월 28일',
    );
  });

  it("shows the seller's reason under an item whose refund was rejected, in the reader's language", async () => {
    order = wireOrder({
      id: 'ORD-1',
      items: [wireOrderItem({ refundRejectReason: '<b>이미 사용된 쿠폰</b>' })],
    });
    renderWithProviders(<OrderPage orderId="ORD-1" />, { token: 'member' });
    const items = await screen.findByRole('region', { name: '상품 1개' });
    expect(within(items).getByText('환불 거절')).toBeVisible();
    // The seller's words, as text.
    expect(within(items).getByText('거절 사유:').parentElement).toHaveTextContent(
      '거절 사유: <b>이미 사용된 쿠폰</b>',
    );
    await changeLocale('es');
    expect(await within(items).findByText('Motivo del vendedor:')).toBeVisible();
    expect(within(items).getByText('Reembolso rechazado')).toBeVisible();
    await changeLocale('ko');
  });

  it('confirms receipt and shows the order confirmed at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderPage orderId="ORD-1" />, { token: 'member' });
    await user.click(await screen.findByRole('button', { name: '구매 확정' }));
    expect(await screen.findByText('구매가 확정되었습니다.')).toBeVisible();
    expect(await screen.findByText('구매 확정일')).toBeVisible();
    expect(screen.queryByRole('button', { name: '구매 확정' })).toBeNull();
    expect(api.calls('/api/order/ORD-1/receipt')).toHaveLength(1);
  });

  it('says so when the confirmation fails', async () => {
    refuseConfirm = true;
    const user = userEvent.setup();
    renderWithProviders(<OrderPage orderId="ORD-1" />, { token: 'member' });
    await user.click(await screen.findByRole('button', { name: '구매 확정' }));
    expect(await screen.findByText('처리 중 오류가 발생했습니다.')).toBeVisible();
  });

  it("shows the not-found page for another member's or an unknown order", async () => {
    renderWithProviders(<OrderPage orderId="ORD-404" />, { token: 'member' });
    expect(await screen.findByRole('heading', { name: /찾을 수 없/ })).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    renderWithProviders(<OrderPage orderId="ORD-500" />, { token: 'member' });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
  });
});
