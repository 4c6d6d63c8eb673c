import type { Post, PublicReview } from '@market/contract';
import { paginate } from '@market/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import {
  wireCodePost,
  wireCouponPost,
  wireSellerProfile,
  wireSubscriptionPost,
} from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { AppRoutes } from '../app/router';
import { wirePublicReview, wireReviewAnswer, wireSellerStats } from '@test/stores-data';

/** Seller 3's reviews, newest first: 8 positive and 5 negative; the second one is answered. */
const negativeIndexes = new Set([1, 4, 7, 10, 12]);
const reviews: PublicReview[] = Array.from({ length: 13 }, (_, index) =>
  wirePublicReview({
    seq: index + 1,
    like: !negativeIndexes.has(index),
    review: `review-${index + 1}`,
    answer: index === 1 ? wireReviewAnswer('answer-to-review-2') : null,
  }),
);

const posts: Post[] = [
  wireSubscriptionPost({
    title: JSON.stringify({ ko: '넷플릭스 파티', en: 'Netflix party', es: 'Netflix' }),
  }),
  wireCouponPost({ title: JSON.stringify({ ko: '스타벅스 라떼', en: 'Latte', es: 'Latte' }) }),
  wireCodePost({
    title: JSON.stringify({ ko: '넷플릭스 기프트', en: 'Netflix gift', es: 'Netflix' }),
  }),
];

const query = (path: string) => new URL(path, 'http://localhost').searchParams;

// The router loads its pages lazily: loaded once here, no single test's time limit pays for
// their first transform on shared cores.
beforeAll(async () => {
  await Promise.all([
    import('./store-page'),
    import('./store-stats-page'),
    import('./store-reviews-page'),
  ]);
});
const api = serveApi(
  shellRoutes({
    'GET /api/common/seller/3/view': () =>
      ok(wireSellerProfile({ positiveReviewCount: 8, negativeReviewCount: 5 })),
    'GET /api/common/seller/4/view': () =>
      ok(wireSellerProfile({ seq: 4, positiveReviewCount: 0, negativeReviewCount: 0 })),
    'GET /api/common/seller/9/view': () => fail('NOT_FOUND', 'No seller 9'),
    'GET /api/common/seller/3/stats': () => ok(wireSellerStats()),
    'GET /api/common/seller/4/stats': () => fail('INTERNAL_ERROR'),
    'GET /api/common/seller/3/posts': (request) => {
      const params = query(request.path);
      const keyword = params.get('keyword') ?? '';
      const matching = posts.filter((post) => post.title.includes(keyword));
      const page = paginate(matching, Number(params.get('page')), Number(params.get('size')));
      return okPage(page.items, page.pagination);
    },
    'GET /api/seller/review/public/3/list': (request) => {
      const params = query(request.path);
      const tone = params.get('tone');
      const matching = reviews.filter(
        (review) => tone === 'all' || review.like === (tone === 'positive'),
      );
      const page = paginate(matching, Number(params.get('page')), Number(params.get('size')));
      return okPage(page.items, page.pagination);
    },
    'GET /api/seller/review/public/4/list': () => okPage([], paginate([], 1, 10).pagination),
  }),
);
const lastRequest = (prefix: string) =>
  [...api.requests].reverse().find((request) => request.path.startsWith(prefix));

/** Through the app's own route table (lazy pages in the layout), as a visitor arrives. */
function renderStore(path: string) {
  return renderWithProviders(<AppRoutes />, { path });
}

const reviewTexts = () =>
  within(screen.getByRole('region', { name: '구매 리뷰' }))
    .getAllByRole('article')
    .map((article) => within(article).getByText(/^review-/).textContent);

describe('store reviews page', () => {
  it('shows the seller, the first page of every review and the seller answers', async () => {
    renderStore('/stores/3/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: '디지털마켓' })).toBeVisible();
    await waitFor(() => expect(reviewTexts()).toHaveLength(10));
    expect(reviewTexts()[0]).toBe('review-1');
    expect(screen.getByText('answer-to-review-2')).toBeVisible();
    expect(screen.getByRole('link', { name: '리뷰' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('radio', { name: '전체 13' })).toBeChecked();
    expect(document.title).toBe('디지털마켓의 리뷰 | 마켓');
  });

  it('puts the chosen tone in the address, asks for it and starts again at page 1', async () => {
    const user = userEvent.setup();
    const view = renderStore('/stores/3/reviews?page=2');
    await waitFor(() => expect(reviewTexts()).toHaveLength(3));

    await user.click(screen.getByRole('radio', { name: '아쉬워요 5' }));

    await waitFor(() => expect(view.currentAddress()).toBe('/stores/3/reviews?tone=negative'));
    await waitFor(() =>
      expect(reviewTexts()).toEqual(['review-2', 'review-5', 'review-8', 'review-11', 'review-13']),
    );
    const request = query(lastRequest('/api/seller/review/public/3/list')!.path);
    expect(request.get('tone')).toBe('negative');
    expect(request.get('page')).toBe('1');

    await user.click(screen.getByRole('radio', { name: '전체 13' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/stores/3/reviews'));
  });

  it('pages through the address, keeping the tone', async () => {
    const user = userEvent.setup();
    const view = renderStore('/stores/3/reviews?tone=positive');
    await waitFor(() => expect(reviewTexts()).toHaveLength(8));
    // Eight positive reviews fit one page: no page controls.
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: '전체 13' }));
    await waitFor(() => expect(reviewTexts()).toHaveLength(10));
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    await user.click(within(pager).getByRole('button', { name: '2 페이지' }));

    await waitFor(() => expect(view.currentAddress()).toBe('/stores/3/reviews?page=2'));
    await waitFor(() => expect(reviewTexts()).toEqual(['review-11', 'review-12', 'review-13']));
    expect(within(pager).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pager).getByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/stores/3/reviews'));
  });

  it('reads an unknown tone as all and an invalid page as 1', async () => {
    renderStore('/stores/3/reviews?tone=angry&page=-2');
    await waitFor(() => expect(reviewTexts()).toHaveLength(10));
    const request = query(lastRequest('/api/seller/review/public/3/list')!.path);
    expect(request.get('tone')).toBe('all');
    expect(request.get('page')).toBe('1');
    expect(screen.getByRole('radio', { name: '전체 13' })).toBeChecked();
  });

  it('says so when the seller has no reviews yet', async () => {
    renderStore('/stores/4/reviews');
    expect(await screen.findByText('아직 리뷰가 없습니다.')).toBeVisible();
  });
});

describe('store page', () => {
  const postTitles = () =>
    within(screen.getByRole('list', { name: '판매 상품 목록' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it("lists the seller's posts with the catalogue's cards", async () => {
    renderStore('/stores/3');
    await waitFor(() =>
      expect(postTitles()).toEqual(['넷플릭스 파티', '스타벅스 라떼', '넷플릭스 기프트']),
    );
    expect(screen.getByRole('link', { name: '넷플릭스 파티' })).toHaveAttribute(
      'href',
      `/subscriptions/${posts[0]!.seq}`,
    );
  });

  it('searches the posts by keyword through the address', async () => {
    const user = userEvent.setup();
    const view = renderStore('/stores/3?page=3');
    const box = await screen.findByRole('searchbox', { name: '이 스토어에서 검색' });
    await user.type(box, '  넷플릭스 {Enter}');

    await waitFor(() => expect(query(view.currentAddress()!).get('keyword')).toBe('넷플릭스'));
    expect(query(view.currentAddress()!).get('page')).toBeNull();
    await waitFor(() => expect(postTitles()).toEqual(['넷플릭스 파티', '넷플릭스 기프트']));
    expect(query(lastRequest('/api/common/seller/3/posts')!.path).get('keyword')).toBe('넷플릭스');

    await user.clear(box);
    await user.type(box, '없는상품{Enter}');
    expect(await screen.findByText('‘없는상품’에 맞는 상품이 없습니다.')).toBeVisible();
  });

  it('shows the not-found page for an unknown seller', async () => {
    renderStore('/stores/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    expect(lastRequest('/api/common/seller/9/posts')).toBeUndefined();
  });

  it('shows the not-found page for an address that is not a seller number, without asking', async () => {
    renderStore('/stores/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    expect(lastRequest('/api/common/seller')).toBeUndefined();
  });
});

describe('store statistics page', () => {
  it('shows sales and refunds by type with the refund rate and totals', async () => {
    renderStore('/stores/3/stats');
    const table = await screen.findByRole('table', { name: /판매 건수와 환불 건수/ });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('구독 공유')].map((cell) => cell.textContent)).toEqual(['29', '1 (3.4%)']);
    expect([...row('합계')].map((cell) => cell.textContent)).toEqual(['47', '3 (6.4%)']);
  });

  it('offers a retry when the statistics cannot be loaded', async () => {
    renderStore('/stores/4/stats');
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
    // The same words twice: in the page, and in the SPEC §8 toast.
    await waitFor(() => expect(screen.getAllByText('내용을 불러오지 못했습니다.')).toHaveLength(2));
  });
});
