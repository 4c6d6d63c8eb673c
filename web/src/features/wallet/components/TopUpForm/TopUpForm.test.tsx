import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { TopUpForm } from './TopUpForm';

const api = serveApi(
  shellRoutes({
    'POST /api/cp/cash/charge': () =>
      created({
        orderId: 'ORD-9',
        amount: 30_000,
        status: 'AWAITING_TRANSFER',
        payTo: { bankName: '마켓은행', accountNumber: '1', accountHolder: '마켓' },
        depositorName: '홍길동',
        transferDeadline: '2026-11-26 23:59:59',
        createdAt: '2026-11-25 10:00:00',
      }),
  }),
);

describe('TopUpForm', () => {
  it('sends nothing without an amount', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopUpForm />, { token: 'member' });
    await user.click(screen.getByRole('button', { name: '충전 신청' }));
    expect(await screen.findByText('금액을 입력해 주세요.')).toBeVisible();
    expect(api.calls('/api/cp/cash/charge')).toHaveLength(0);
  });

  it('orders the chosen amount and goes to the transfer details', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<TopUpForm />, { token: 'member', path: '/buy-emoney' });
    await user.click(screen.getByText('30,000원'));
    await user.click(screen.getByRole('button', { name: '충전 신청' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/my/pending-transfer/ORD-9'));
    expect(api.calls('/api/cp/cash/charge')[0]?.body).toEqual({ amount: 30_000 });
  });
});
