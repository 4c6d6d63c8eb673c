import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '@test/app-routes';
import {
  dayFromToday,
  wireCodePost,
  wireCouponPost,
  wireSubscriptionPost,
} from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { changeLocale } from '@/lib/i18n/i18n';
import { PostCard } from './PostCard';

// The exchange rate (1,400 won a dollar) comes from the shell's routes.
serveApi(shellRoutes());

const card = () => screen.getByRole('article');

describe('PostCard', () => {
  it('links its decoded title to the detail, with category, seller, discount and face value', () => {
    renderWithProviders(
      <PostCard post={wireCouponPost({ seq: 6, price: 4_100, faceValue: 4_700 })} />,
    );
    const link = screen.getByRole('link', { name: '스타벅스 카페 아메리카노 T' });
    expect(link).toHaveAttribute('href', '/ecoupons/6');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      '스타벅스 카페 아메리카노 T',
    );
    expect(card()).toHaveTextContent('카페 › 스타벅스');
    expect(card()).toHaveTextContent('디지털마켓');
    expect(card()).toHaveTextContent('13%');
    expect(card()).toHaveTextContent('4,100원');
    expect(card()).toHaveTextContent('정가 4,700원');
  });

  it('shows a sold coupon as sold out', () => {
    renderWithProviders(<PostCard post={wireCouponPost({ status: 'SOLD' })} />);
    expect(within(card()).getByText('판매 완료')).toBeVisible();
  });

  it('shows a code past its expiry day as expired, and one on its expiry day as not', () => {
    const { unmount } = renderWithProviders(
      <PostCard post={wireCodePost({ expiresAt: dayFromToday(-1) })} />,
    );
    expect(within(card()).getByText('기간 만료')).toBeVisible();
    unmount();

    renderWithProviders(<PostCard post={wireCodePost({ expiresAt: dayFromToday(0) })} />);
    expect(within(card()).queryByText('기간 만료')).toBeNull();
    expect(within(card()).queryByText('판매 완료')).toBeNull();
  });

  it('shows party seats, dates and the days left of an expiring party', () => {
    renderWithProviders(
      <PostCard
        post={wireSubscriptionPost({
          seq: 20,
          memberCount: 2,
          memberLimit: 4,
          subscriptionStartsAt: '2026-10-22',
          subscriptionEndsAt: dayFromToday(9),
        })}
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/subscriptions/20');
    expect(card()).toHaveTextContent('참여 인원2/4명');
    expect(card()).toHaveTextContent('2026년 10월 22일 ~');
    expect(within(card()).getByText('10일 남음')).toBeVisible();
  });

  it('shows a full party as full', () => {
    renderWithProviders(
      <PostCard post={wireSubscriptionPost({ memberCount: 3, memberLimit: 3 })} />,
    );
    expect(within(card()).getByText('모집 완료')).toBeVisible();
  });

  it('follows the language and the currency', async () => {
    renderWithProviders(<PostCard post={wireCouponPost({ price: 4_100, faceValue: 4_700 })} />, {
      initialCurrency: 'USD',
    });
    await changeLocale('en');
    expect(
      await screen.findByRole('link', { name: 'Starbucks Caffè Americano (Tall)' }),
    ).toBeVisible();
    expect(card()).toHaveTextContent('Cafés › Starbucks');
    expect(card()).toHaveTextContent('13% off');
    // 4,100 won at 1,400 won a dollar.
    expect(await within(card()).findByText('$2.93')).toBeVisible();
  });
});
