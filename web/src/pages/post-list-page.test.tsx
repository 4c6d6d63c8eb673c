import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { cafeCategory, wireCategory, wireCouponPost, wirePagination } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import PostListPage from './post-list-page';

const TOTAL = 45;
let failLists = false;
let emptyLists = false;

const api = serveApi(
  shellRoutes({
    'GET /api/common/category/hierarchy': () =>
      ok({ parent: null, path: [], children: [wireCategory({ seq: 19, label: cafeCategory })] }),
    'GET /api/coupon': (request) => {
      if (failLists) return fail('INTERNAL_ERROR');
      const query = new URL(request.path, 'http://x').searchParams;
      const page = Number(query.get('page') ?? 1);
      if (emptyLists) return okPage([], wirePagination(page, 0));
      // Each page's first post is named after the page, so the test can see which one it got.
      const posts = [1, 2].map((n) =>
        wireCouponPost({
          seq: page * 100 + n,
          title: JSON.stringify({ ko: `쿠폰 ${page}-${n}`, en: `Coupon ${page}-${n}` }),
        }),
      );
      return okPage(posts, wirePagination(page, TOTAL));
    },
  }),
);
afterEach(() => {
  failLists = false;
  emptyLists = false;
});

const listRequests = () =>
  api.requests
    .filter((request) => request.path.startsWith('/api/coupon?'))
    .map((request) => Object.fromEntries(new URL(request.path, 'http://x').searchParams));

describe('PostListPage', () => {
  it('asks for the page, category and subcategory of the address, recommended first', async () => {
    renderWithProviders(<PostListPage postType="COUPON" />, {
      path: '/ecoupons?category=19&subcategory=20&page=2',
    });
    expect(await screen.findByRole('link', { name: '쿠폰 2-1' })).toHaveAttribute(
      'href',
      '/ecoupons/201',
    );
    expect(listRequests().at(-1)).toMatchObject({
      page: '2',
      categorySeq: '19',
      subcategorySeq: '20',
      sort: 'RECOMMENDED',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'e쿠폰' })).toBeVisible();
    expect(screen.getByText('총 45개')).toBeVisible();
  });

  it('pages through the address, starting invalid pages at 1', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<PostListPage postType="COUPON" />, {
      path: '/ecoupons?page=0',
    });
    expect(await screen.findByRole('link', { name: '쿠폰 1-1' })).toBeVisible();
    expect(listRequests().at(-1)).toMatchObject({ page: '1' });

    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('button', { name: '1 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pager).getByRole('button', { name: '3 페이지' }));
    expect(view.currentAddress()).toBe('/ecoupons?page=3');
    expect(await screen.findByRole('link', { name: '쿠폰 3-1' })).toBeVisible();

    await user.click(within(pager).getByRole('button', { name: '이전 페이지' }));
    expect(view.currentAddress()).toBe('/ecoupons?page=2');
    expect(await screen.findByRole('link', { name: '쿠폰 2-1' })).toBeVisible();

    await user.click(within(pager).getByRole('button', { name: '1 페이지' }));
    expect(view.currentAddress()).toBe('/ecoupons');
  });

  it('starts over at page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<PostListPage postType="COUPON" />, {
      path: '/ecoupons?page=2',
    });
    await user.click(await screen.findByRole('radio', { name: '카페' }));
    expect(view.currentAddress()).toBe('/ecoupons?category=19');
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ page: '1' }));
  });

  it('says when nothing matches', async () => {
    emptyLists = true;
    renderWithProviders(<PostListPage postType="COUPON" />, { path: '/ecoupons' });
    expect(await screen.findByText('조건에 맞는 상품이 없습니다.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('shows the load failure as a toast and in place, with a retry', async () => {
    failLists = true;
    const user = userEvent.setup();
    renderWithProviders(<PostListPage postType="COUPON" />, { path: '/ecoupons' });
    expect(await screen.findByText('내용을 불러오지 못했습니다.')).toBeVisible();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: '다시 시도' }));
    expect(alert).toBeDefined();

    failLists = false;
    await user.click(within(alert!).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '쿠폰 1-1' })).toBeVisible();
  });
});
