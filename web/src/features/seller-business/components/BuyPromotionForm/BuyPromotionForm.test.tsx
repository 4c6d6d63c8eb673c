import { promotionItemPrice } from '@market/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, fail } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { BuyPromotionForm } from './BuyPromotionForm';

let emoney = 10_000;
const api = serveApi(
  shellRoutes({
    'POST /api/seller/buts/item': (request) => {
      const { item, units } = request.body as { item: 'PICK' | 'UP'; units: number };
      const price = promotionItemPrice(units);
      if (price.total > emoney) return fail('INSUFFICIENT_BALANCE');
      emoney -= price.total;
      return created({ ...price, item, discountPercent: 5, remaining: units });
    },
  }),
);

describe('BuyPromotionForm', () => {
  // A whole flow of typing and calls: on shared cores it outlasts the 15 s default.
  it(
    'shows the bulk price before buying and buys the chosen item',
    { timeout: 45_000 },
    async () => {
      emoney = 10_000;
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<BuyPromotionForm />, { path: '/seller/buy-perks', token: 't' });
      // Ten units: the tenth is in the 5 % band (5,000 less 25).
      expect(screen.getByRole('status')).toHaveTextContent('5,000원');
      expect(screen.getByRole('status')).toHaveTextContent('4,975원');

      await user.click(screen.getByRole('radio', { name: 'PICK' }));
      await user.click(screen.getByRole('button', { name: '4,975원 결제하기' }));
      expect(await screen.findByText(/PICK 10개를 4,975원에 구매했습니다/)).toBeInTheDocument();
      expect(api.calls('/api/seller/buts/item')[0]?.body).toEqual({ item: 'PICK', units: 10 });
    },
  );

  it('sends nothing for no units, and says when e-money is short', async () => {
    emoney = 100;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BuyPromotionForm />, { path: '/seller/buy-perks', token: 't' });
    const units = screen.getByLabelText('수량');
    await user.clear(units);
    expect(screen.getByRole('button', { name: '구매하기' })).toBeDisabled();
    await user.type(units, '2');
    await user.click(screen.getByRole('button', { name: '1,000원 결제하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('e머니 잔액이 부족합니다.');
  });
});
