import type { Order } from '@market/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { PendingTransfer } from './PendingTransfer';

let paid = false;
const order = (kind: Order['kind']): Order => ({
  id: 'ORD-1',
  kind,
  status: paid ? 'PAID' : 'AWAITING_TRANSFER',
  items: [],
  total: 50_000,
  paidWithEmoney: 0,
  paidWithPoints: 0,
  paid,
  createdAt: '2026-11-25 10:00:00',
  paidAt: paid ? '2026-11-25 10:05:00' : null,
  confirmAt: null,
  transfer: {
    payTo: { bankName: '마켓은행', accountNumber: '111-222-333', accountHolder: '(주)마켓' },
    depositorName: '홍길동1234',
    transferDeadline: '2026-11-26 23:59:59',
  },
});

serveApi(
  shellRoutes({
    'GET /api/order/ORD-1/view': () => ok(order('EMONEY')),
    'GET /api/cp': () => ok({ emoney: 0, points: 0 }),
  }),
);

describe('PendingTransfer', () => {
  it('shows where to send the money, then moves on by itself once it has arrived', async () => {
    paid = false;
    const view = renderWithProviders(<PendingTransfer orderId="ORD-1" />, {
      token: 'member',
      path: '/my/pending-transfer/ORD-1',
    });
    expect(await screen.findByText('111-222-333')).toBeVisible();
    expect(screen.getByText('홍길동1234')).toBeVisible();
    expect(screen.getByText('50,000원')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('입금을 확인하는 중입니다…');

    paid = true;
    await waitFor(() => expect(view.currentAddress()).toBe('/my/expenses/emoney'), {
      timeout: 8000,
    });
  });
});
