import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@test/api-server';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { changeLocale } from '@/lib/i18n/i18n';
import { Price } from './Price';

serveApi({ 'GET /api/common/exchange': () => ok({ usd: 1300 }) });

describe('Price', () => {
  it('shows won in Korean style, and follows the language', async () => {
    renderWithProviders(<Price amountKrw={12900} />);
    expect(screen.getByText('12,900원')).toBeVisible();
    await changeLocale('en');
    expect(await screen.findByText('₩12,900')).toBeVisible();
  });

  it('converts to USD at the server rate with 2 decimals, once the rate has arrived', async () => {
    renderWithProviders(<Price amountKrw={12900} />, { initialCurrency: 'USD' });
    // 12,900 / 1,300 = 9.923… → 9.92
    await waitFor(() => expect(screen.getByText('US$9.92')).toBeVisible());
    await changeLocale('es');
    expect(await screen.findByText('9,92 US$')).toBeVisible();
  });
});
