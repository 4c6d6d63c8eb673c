/**
 * An order answered as awaiting a bank transfer: the mock's world never places a cart order that
 * way (only e-money top-ups wait for one), so the answer is declared on the file's API server
 * (test/api-server.ts). The rest of the checkout runs against the real world (Checkout.test.tsx).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireTransferOrder } from '@test/account-data';
import { wireCart } from '@test/cart-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { Checkout } from './Checkout';

const awaitingTransfer = wireTransferOrder({ id: 'ORD-9', kind: 'CODE' });

serveApi(
  shellRoutes({
    'GET /api/cart': () => ok(wireCart()),
    'GET /api/cp': () => ok({ emoney: 50_000, points: 0 }),
    'GET /api/common/fee/order': () => ok({ rate: 0, fixedAmount: 200, description: null }),
    'POST /api/order': () => created(awaitingTransfer),
  }),
);

describe('Checkout', () => {
  it('goes to the pending transfer of an order that awaits one', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<Checkout items="1" />, { token: 'member' });
    await screen.findByRole('list', { name: '구매할 상품' });
    await user.click(
      screen.getByRole('checkbox', { name: '이 구매에 대한 이용약관에 동의합니다.' }),
    );
    await user.click(
      screen.getByRole('checkbox', {
        name: '구매를 위해 판매자에게 개인정보가 제공되는 것에 동의합니다.',
      }),
    );
    await user.click(screen.getByRole('button', { name: /결제하기$/ }));
    await waitFor(() => expect(view.currentAddress()).toBe('/my/pending-transfer/ORD-9'));
  });
});
