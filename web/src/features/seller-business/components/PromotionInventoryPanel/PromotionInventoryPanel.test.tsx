import type { PromotionInventory } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireCouponPost } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { wireInventory } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import { PromotionInventoryPanel } from './PromotionInventoryPanel';

const text = (ko: string, en: string, es: string) => JSON.stringify({ ko, en, es });
const latte = wireCouponPost({ seq: 41, title: text('라떼 쿠폰', 'Latte coupon', 'Cupón latte') });
const mocha = wireCouponPost({ seq: 42, title: text('모카 쿠폰', 'Mocha coupon', 'Cupón moca') });

// The server's side: the UP units left and where they went; a spend is refused when it says so.
let inventory: PromotionInventory = wireInventory();
let refusal: 'INVALID_STATE' | null = null;
afterEach(() => {
  inventory = wireInventory();
  refusal = null;
});

const api = serveApi(
  shellRoutes({
    'POST /api/seller/buts/up': () => ok(inventory),
    'GET /api/seller/coupon/list': () =>
      okPage([latte, mocha], {
        currentPage: 1,
        pageSize: 100,
        totalCount: 2,
        totalPage: 1,
        nextPage: null,
      }),
    'POST /api/seller/buts/up/use': (request) => {
      if (refusal) return fail(refusal);
      const { type, typeSeq } = request.body as { type: 'COUPON'; typeSeq: number };
      inventory = {
        ...inventory,
        remaining: inventory.remaining - 1,
        used: [
          { type, typeSeq, title: mocha.title, appliedAt: '2026-11-25 09:30:00' },
          ...inventory.used,
        ],
      };
      return ok(inventory);
    },
  }),
);

async function spendOnMocha() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PromotionInventoryPanel item="UP" />, {
    path: '/seller/buy-perks',
    token: 't',
  });
  const panel = await screen.findByRole('region', { name: 'UP' });
  expect(await within(panel).findByText('남은 수량: 3개')).toBeInTheDocument();
  const spend = within(panel).getByRole('button', { name: 'UP 1개 사용' });
  // Nothing to send before a post is chosen.
  expect(spend).toBeDisabled();
  await user.click(within(panel).getByRole('combobox', { name: '상품' }));
  await user.click(await screen.findByRole('option', { name: '모카 쿠폰' }));
  await user.click(spend);
  return panel;
}

describe('PromotionInventoryPanel', () => {
  it(
    'spends a unit on the chosen post and shows the units left and the use',
    { timeout: 45_000 },
    async () => {
      const panel = await spendOnMocha();
      expect(await within(panel).findByText('남은 수량: 2개')).toBeInTheDocument();
      expect(api.calls('/api/seller/buts/up/use').map((call) => call.body)).toEqual([
        { type: 'COUPON', typeSeq: 42 },
      ]);
      const used = within(panel).getByRole('list');
      expect(within(used).getByRole('listitem')).toHaveTextContent('모카 쿠폰');
      expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
      expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the reason of a refused spend and keeps the units', { timeout: 45_000 }, async () => {
    refusal = 'INVALID_STATE';
    const panel = await spendOnMocha();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      '이 상품에는 사용할 수 없습니다. 이미 적용되었거나 판매 중이 아닙니다.',
    );
    expect(within(panel).getByText('남은 수량: 3개')).toBeInTheDocument();
    expect(api.calls('/api/seller/buts/up/use')).toHaveLength(1);
  });
});
