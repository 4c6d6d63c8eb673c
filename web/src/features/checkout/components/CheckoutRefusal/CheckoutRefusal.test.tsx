import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '@test/app-routes';
import { wireCart } from '@test/cart-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { CheckoutRefusal } from './CheckoutRefusal';

serveApi(shellRoutes());

const [code, coupon, withdrawn] = wireCart();

describe('CheckoutRefusal', () => {
  it('names each refused line with its reason and nothing else', async () => {
    renderWithProviders(
      <CheckoutRefusal
        refusal={{ kind: 'line', reason: 'DISABLED' }}
        items={[code!, coupon!, withdrawn!]}
      />,
      { token: 'member' },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('주문되지 않았습니다. 결제된 금액은 없습니다.')).toBeVisible();
    const items = within(alert).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^내려간 코드: /);
  });

  it('offers the top-up when the balance fell short', async () => {
    renderWithProviders(<CheckoutRefusal refusal={{ kind: 'balance' }} items={[code!]} />, {
      token: 'member',
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('잔액이 이 주문 금액에 모자랍니다.')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'e머니 충전하기' })).toHaveAttribute(
      'href',
      '/buy-emoney',
    );
  });
});
