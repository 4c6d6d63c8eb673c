import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, okPage } from '@test/api-server';
import { wireLedgerEntry } from '@test/account-data';
import { shellRoutes } from '@test/app-routes';
import { wirePagination } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { LedgerList } from './LedgerList';

let answer: 'entries' | 'empty' | 'error' = 'entries';

const api = serveApi(
  shellRoutes({
    'GET /api/cp/point': () =>
      answer === 'error'
        ? fail('INTERNAL_ERROR')
        : answer === 'empty'
          ? okPage([], wirePagination(1, 0, 10))
          : okPage(
              [
                wireLedgerEntry({
                  seq: 2,
                  wallet: 'POINTS',
                  reason: 'REFERRAL',
                  amount: 1_000,
                  balanceAfter: 4_000,
                }),
                wireLedgerEntry({
                  seq: 1,
                  wallet: 'POINTS',
                  reason: 'PURCHASE',
                  amount: -500,
                  balanceAfter: 3_000,
                }),
              ],
              wirePagination(2, 12, 10),
            ),
    'GET /api/cp/cash': () =>
      okPage(
        [wireLedgerEntry({ reason: 'WITHDRAWAL', amount: -10_000, balanceAfter: 190_000 })],
        wirePagination(1, 1, 10),
      ),
  }),
);

describe('LedgerList', () => {
  it("asks for the address's page of ten and says what each movement was", async () => {
    answer = 'entries';
    renderWithProviders(<LedgerList wallet="POINTS" />, {
      token: 'member',
      path: '/my/expenses/points?page=2',
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('추천 보상');
    expect(items[0]).toHaveTextContent(/\+1,000/);
    expect(items[1]).toHaveTextContent('구매');
    // The minus sign of e-money's history (U+2212), not a hyphen.
    expect(items[1]).toHaveTextContent('−500P');
    const [request] = api.calls('/api/cp/point?page=2&size=10');
    expect(request).toBeDefined();
    expect(api.requests.some((r) => r.path.startsWith('/api/cp/cash'))).toBe(false);
    expect(await screen.findByRole('navigation')).toBeVisible();
  });

  it('shows an e-money withdrawal as money going out, with the balance after', async () => {
    renderWithProviders(<LedgerList wallet="EMONEY" />, { token: 'member' });
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('출금');
    expect(item).toHaveTextContent('−10,000원');
    expect(within(item!).getByText(/잔액/)).toHaveTextContent('190,000원');
  });

  it('says when there is no history, and offers a retry when it cannot load', async () => {
    answer = 'empty';
    const { unmount } = renderWithProviders(<LedgerList wallet="POINTS" />, { token: 'member' });
    expect(await screen.findByText('포인트 내역이 없습니다.')).toBeVisible();
    unmount();

    answer = 'error';
    renderWithProviders(<LedgerList wallet="POINTS" />, { token: 'member' });
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    answer = 'entries';
    retry.click();
    expect(await screen.findByText('추천 보상')).toBeVisible();
  });
});
