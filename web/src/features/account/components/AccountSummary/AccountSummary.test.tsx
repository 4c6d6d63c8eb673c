import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { AccountSummary } from './AccountSummary';

let summaryFails = false;

serveApi(
  shellRoutes({
    'GET /api/cp': () => ok({ emoney: 253_700, points: 4_000 }),
    'GET /api/account/summary': () =>
      summaryFails
        ? fail('INTERNAL_ERROR')
        : ok({ orderCount: 3, subscribeCount: 1, couponCount: 0, codeCount: 2, inquiryCount: 5 }),
  }),
);

describe('AccountSummary', () => {
  it('shows the balances and each count linking to its list', async () => {
    summaryFails = false;
    renderWithProviders(<AccountSummary />, { token: 'member' });
    expect(await screen.findByTestId('summary-emoney')).toHaveTextContent('253,700원');
    expect(screen.getByTestId('summary-points')).toHaveTextContent('4,000');
    expect(screen.getByRole('link', { name: '3 주문' })).toHaveAttribute('href', '/my/orders');
    expect(screen.getByRole('link', { name: '2 디지털 코드' })).toHaveAttribute(
      'href',
      '/my/digital-codes',
    );
    expect(screen.getByRole('link', { name: '5 문의' })).toHaveAttribute('href', '/my/contact');
  });

  it('offers a retry when the summary cannot load, and shows it once it can', async () => {
    summaryFails = true;
    const user = userEvent.setup();
    renderWithProviders(<AccountSummary />, { token: 'member' });
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    summaryFails = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: '3 주문' })).toBeVisible();
  });
});
