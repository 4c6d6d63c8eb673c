import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  // Issue 21: a code past its last day was "on sale" in the console and "expired" on its page.
  it('reads an unsold code or coupon past its last day as expired, as the public page does', async () => {
    renderWithProviders(
      <>
        <StatusBadge post={{ type: 'CODE', status: 'ON_SALE', expiresAt: dayFromToday(-2) }} />
        <StatusBadge post={{ type: 'COUPON', status: 'ON_SALE', expiresAt: dayFromToday(-2) }} />
      </>,
    );
    expect(await screen.findAllByText('기간 만료')).toHaveLength(2);
    expect(screen.queryByText('판매 중')).toBeNull();
  });

  it('keeps a code on sale until its last day, and a sold one sold after it', async () => {
    renderWithProviders(
      <>
        <StatusBadge post={{ type: 'CODE', status: 'ON_SALE', expiresAt: dayFromToday(30) }} />
        <StatusBadge post={{ type: 'CODE', status: 'SOLD', expiresAt: dayFromToday(-2) }} />
      </>,
    );
    expect(await screen.findByText('판매 중')).toBeInTheDocument();
    expect(screen.getByText('판매 완료')).toBeInTheDocument();
    expect(screen.queryByText('기간 만료')).toBeNull();
  });
});
