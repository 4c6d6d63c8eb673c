import type { PostViewerState } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { created, fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireCartItem } from '@test/cart-data';
import {
  dayFromToday,
  wireCouponDetail,
  wirePagination,
  wireSubscriptionDetail,
  wireViewer,
} from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { CartLink } from '../components/CartLink/CartLink';
import { useCartCount } from '../features/cart/api/use-cart-count';
import PostDetailPage from './post-detail-page';

/** What the server knows about the signed-in viewer and the cart. */
let viewer: PostViewerState = wireViewer();
let cartCount = 0;
let addRefusal: 'SOLD_OUT' | null = null;

const api = serveApi(
  shellRoutes({
    'GET /api/coupon/6/view': (request) =>
      ok(wireCouponDetail({ seq: 6, viewer: request.headers.api_key ? viewer : null })),
    'GET /api/coupon/7/view': () => ok(wireCouponDetail({ seq: 7, status: 'SOLD' })),
    'GET /api/coupon/8/view': () => ok(wireCouponDetail({ seq: 8, expiresAt: dayFromToday(-1) })),
    'GET /api/coupon/404/view': () => fail('NOT_FOUND', 'No coupon post 404'),
    'GET /api/coupon/500/view': () => fail('INTERNAL_ERROR'),
    'GET /api/subscribe/share/20/view': () =>
      ok(
        wireSubscriptionDetail({
          seq: 20,
          sharingType: 'INVITE',
          memberCount: 2,
          memberLimit: 4,
          subscriptionStartsAt: '2026-10-22',
          subscriptionEndsAt: dayFromToday(4),
        }),
      ),
    'GET /api/cart/itemCount': () => ok({ count: cartCount }),
    'GET /api/comment/list': () => okPage([], wirePagination(1, 0, 10)),
    'POST /api/cart': () => {
      if (addRefusal) return fail(addRefusal);
      cartCount += 1;
      viewer = { ...viewer, inCart: true };
      return created(wireCartItem());
    },
  }),
);
afterEach(() => {
  viewer = wireViewer();
  cartCount = 0;
  addRefusal = null;
});

const addButton = () => screen.findByRole('button', { name: '장바구니 담기' });

/** The header's cart link, fed by the cart feature's count query as in the layout. */
function HeaderCartBadge() {
  return <CartLink count={useCartCount()} />;
}

describe('PostDetailPage', () => {
  it('shows the post with its seller, price, facts and state', async () => {
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq="6" />, {
      path: '/ecoupons/6',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '스타벅스 카페 아메리카노 T' }),
    ).toBeVisible();
    expect(screen.getByText('판매 중')).toBeVisible();
    expect(screen.getByRole('link', { name: '디지털마켓' })).toHaveAttribute('href', '/stores/3');
    expect(screen.getByRole('link', { name: '스토어 보기' })).toHaveAttribute('href', '/stores/3');
    expect(screen.getByRole('link', { name: 'e쿠폰' })).toHaveAttribute('href', '/ecoupons');
    expect(document.title).toContain('스타벅스 카페 아메리카노 T');
  });

  it('shows party seats, sharing type, dates and the expiring warning', async () => {
    renderWithProviders(<PostDetailPage postType="SUBSCRIPTION" postSeq="20" />, {
      path: '/subscriptions/20',
    });
    expect(await screen.findByText('2/4명')).toBeVisible();
    expect(screen.getByText('계정 초대')).toBeVisible();
    expect(screen.getAllByText('5일 남음').length).toBeGreaterThan(0);
    expect(screen.getByText(/2026년 10월 22일 ~/)).toBeVisible();
  });

  it('sends a guest to sign in, coming back to this page', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<PostDetailPage postType="COUPON" postSeq="6" />, {
      path: '/ecoupons/6',
    });
    await user.click(await addButton());
    expect(view.currentAddress()).toBe('/login?redirect=%2Fecoupons%2F6');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds to the cart for a member, refreshing the cart badge and the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <HeaderCartBadge />
        <PostDetailPage postType="COUPON" postSeq="6" />
      </>,
      { path: '/ecoupons/6', token: 'member-token' },
    );
    expect(await screen.findByRole('link', { name: '장바구니' })).toBeVisible();
    await user.click(await addButton());

    expect(await screen.findByText('장바구니에 담았습니다.')).toBeVisible();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ type: 'COUPON', typeSeq: 6 });
    expect(post?.headers.api_key).toBe('Bearer member-token');
    // The detail comes back "in your cart", and the header's badge counts one.
    expect(await screen.findByText('장바구니에 담긴 상품입니다.')).toBeVisible();
    expect(screen.getByRole('link', { name: '장바구니 보기' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('link', { name: '장바구니 (1)' })).toBeVisible();
  });

  it("shows SPEC §8's toast when adding fails", async () => {
    addRefusal = 'SOLD_OUT';
    const user = userEvent.setup();
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq="6" />, {
      path: '/ecoupons/6',
      token: 'member-token',
    });
    await user.click(await addButton());
    expect(await screen.findByText('장바구니에 담지 못했습니다.')).toBeVisible();
  });

  it.each([
    [{ own: true }, '내가 등록한 상품입니다.'],
    [{ blocked: true }, '이 판매자의 상품은 구매할 수 없습니다.'],
    [{ purchased: true }, '이미 구매한 상품입니다.'],
    [{ inCart: true }, '장바구니에 담긴 상품입니다.'],
  ])('tells a member why they cannot add it (%o)', async (state, message) => {
    viewer = wireViewer(state);
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq="6" />, {
      path: '/ecoupons/6',
      token: 'member-token',
    });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
  });

  it.each([
    ['7', '판매가 완료된 상품입니다.'],
    ['8', '유효기간이 지나 구매할 수 없습니다.'],
  ])('does not sell post %s, saying why', async (postSeq, message) => {
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq={postSeq} />, {
      path: `/ecoupons/${postSeq}`,
    });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
  });

  it.each(['404', 'abc', '0'])('shows the not-found page for post %s', async (postSeq) => {
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq={postSeq} />, {
      path: `/ecoupons/${postSeq}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
  });

  it('shows a load failure with a toast and a retry', async () => {
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq="500" />, {
      path: '/ecoupons/500',
    });
    expect(await screen.findByText('내용을 불러오지 못했습니다.')).toBeVisible();
    expect(screen.getByText('상품 정보를 불러오지 못했습니다.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled());
  });

  it('shows the comments under the post', async () => {
    renderWithProviders(<PostDetailPage postType="COUPON" postSeq="6" />, { path: '/ecoupons/6' });
    const comments = await screen.findByRole('region', { name: '댓글 (0)' });
    expect(within(comments).getByText('아직 댓글이 없습니다.')).toBeVisible();
    expect(api.calls('/api/comment/list?type=COUPON&typeSeq=6&page=1&size=10')).toHaveLength(1);
  });
});
