import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wirePurchasedSubscription } from '@test/party-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import SubscriptionsPage from './subscriptions-page';

const pagination = (totalCount: number) => ({
  currentPage: 1,
  pageSize: 10,
  totalCount,
  totalPage: totalCount > 0 ? 1 : 0,
  nextPage: null,
});

const api = serveApi(
  shellRoutes({
    'GET /api/order/subscription': (request) => {
      const keyword = new URL(request.path, 'http://test').searchParams.get('keyword');
      if (keyword === 'boom') return fail('INTERNAL_ERROR');
      if (keyword) return okPage([], pagination(0));
      return okPage([wirePurchasedSubscription()], pagination(1));
    },
  }),
);

describe('SubscriptionsPage', () => {
  it('lists the parties with their state and links each to its detail', async () => {
    renderWithProviders(<SubscriptionsPage />, { token: 'member', path: '/my/subscriptions' });
    const link = await screen.findByRole('link', { name: /넷플릭스|구독 중/ });
    expect(link).toHaveAttribute('href', '/my/subscriptions/92');
    expect(screen.getByText('모집 중')).toBeVisible();
    expect(screen.getByText('인원 2/3')).toBeVisible();
  });

  it('searches by keyword in the address and says when nothing matches', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<SubscriptionsPage />, {
      token: 'member',
      path: '/my/subscriptions',
    });
    await user.type(
      await screen.findByRole('searchbox', { name: '내 구독 검색' }),
      'disney{Enter}',
    );
    expect(await screen.findByText('“disney”에 맞는 구독이 없습니다.')).toBeVisible();
    expect(view.currentAddress()).toBe('/my/subscriptions?keyword=disney');
    expect(
      api.requests.some(
        (r) => r.path.startsWith('/api/order/subscription?') && r.path.includes('keyword=disney'),
      ),
    ).toBe(true);
  });

  it('shows the error with a retry when the list cannot load', async () => {
    renderWithProviders(<SubscriptionsPage />, {
      token: 'member',
      path: '/my/subscriptions?keyword=boom',
    });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
  });
});
