import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import {
  wireCouponPost,
  wirePagination,
  wireSellerProfile,
  wireSubscriptionPost,
} from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import {
  getSearchHistory,
  resetSearchHistoryCache,
} from '@/features/search/stores/search-history-store';
import SearchPage from './search-page';

let failSearch = false;

const api = serveApi(
  shellRoutes({
    'GET /api/common/search/posts/count': () =>
      ok({ subscriptionCount: 1, couponCount: 25, codeCount: 0, sellerCount: 1 }),
    'GET /api/common/search/posts': (request) => {
      if (failSearch) return fail('INTERNAL_ERROR');
      const query = new URL(request.path, 'http://x').searchParams;
      const page = Number(query.get('page') ?? 1);
      if (query.get('type') === 'SUBSCRIPTION') {
        return okPage([wireSubscriptionPost({ seq: 20 })], wirePagination(1, 1));
      }
      if (query.get('type') === 'CODE') return okPage([], wirePagination(1, 0));
      const suffix = query.get('subkeyword') ? ` ${query.get('subkeyword')}` : '';
      return okPage(
        [
          wireCouponPost({
            seq: 100 + page,
            title: JSON.stringify({ ko: `스타벅스 ${page}${suffix}` }),
          }),
        ],
        wirePagination(page, 25),
      );
    },
    'GET /api/common/seller/search': () =>
      okPage([wireSellerProfile({ seq: 3, nickname: '스타벅스마켓' })], wirePagination(1, 1)),
  }),
);
afterEach(() => {
  failSearch = false;
  resetSearchHistoryCache();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Route path="/search/:keyword">
      <SearchPage />
    </Route>,
    { path },
  );
}

const lastQuery = (path: string) => {
  const request = api.requests.filter((entry) => entry.path.startsWith(`${path}?`)).at(-1);
  return Object.fromEntries(new URL(request?.path ?? '/', 'http://x').searchParams);
};

describe('SearchPage', () => {
  it('searches the keyword, shows the counts by type and records the keyword', async () => {
    renderAt('/search/%EC%8A%A4%ED%83%80%EB%B2%85%EC%8A%A4');
    expect(
      await screen.findByRole('heading', { level: 1, name: "'스타벅스' 검색 결과" }),
    ).toBeVisible();
    expect(await screen.findByRole('tab', { name: /e쿠폰\s*25/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /구독 공유\s*1/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('link', { name: '넷플릭스 프리미엄 파티원 모집' }),
    ).toBeVisible();
    expect(lastQuery('/api/common/search/posts')).toMatchObject({
      keyword: '스타벅스',
      type: 'SUBSCRIPTION',
      page: '1',
    });
    // Recent searches (shared with the header's search overlay), newest first.
    expect(getSearchHistory()[0]).toBe('스타벅스');
  });

  it('switches type, narrows by subkeyword and pages, all in the address', async () => {
    const user = userEvent.setup();
    const view = renderAt('/search/starbucks');
    await user.click(await screen.findByRole('tab', { name: /e쿠폰/ }));
    expect(view.currentAddress()).toBe('/search/starbucks?type=ecoupon');
    expect(await screen.findByRole('link', { name: '스타벅스 1' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: '결과 내 검색' }), ' 라떼 ');
    await user.click(screen.getByRole('button', { name: '적용' }));
    expect(view.currentAddress()).toBe(
      '/search/starbucks?type=ecoupon&subkeyword=%EB%9D%BC%EB%96%BC',
    );
    expect(await screen.findByRole('link', { name: '스타벅스 1 라떼' })).toBeVisible();
    expect(lastQuery('/api/common/search/posts')).toMatchObject({
      keyword: 'starbucks',
      type: 'COUPON',
      subkeyword: '라떼',
    });

    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    await user.click(within(pager).getByRole('button', { name: '2 페이지' }));
    expect(view.currentAddress()).toBe(
      '/search/starbucks?type=ecoupon&subkeyword=%EB%9D%BC%EB%96%BC&page=2',
    );
    expect(await screen.findByRole('link', { name: '스타벅스 2 라떼' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(view.currentAddress()).toBe('/search/starbucks?type=ecoupon');
  });

  it('lists matching sellers linking to their stores', async () => {
    renderAt('/search/starbucks?type=seller');
    expect(await screen.findByRole('link', { name: '스타벅스마켓' })).toHaveAttribute(
      'href',
      '/stores/3',
    );
    expect(lastQuery('/api/common/seller/search')).toMatchObject({ keyword: 'starbucks' });
    expect(screen.queryByRole('searchbox', { name: '결과 내 검색' })).toBeNull();
  });

  it('says when a type has no results, and treats an unknown type as the first', async () => {
    const { unmount } = renderAt('/search/starbucks?type=digital-code');
    expect(await screen.findByText("'starbucks'에 대한 검색 결과가 없습니다.")).toBeVisible();
    unmount();
    renderAt('/search/starbucks?type=unknown');
    expect(await screen.findByRole('tab', { name: /구독 공유/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the search failure toast of SPEC §8', async () => {
    failSearch = true;
    renderAt('/search/starbucks');
    expect(await screen.findByText('검색 결과를 불러오지 못했습니다.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
  });
});
