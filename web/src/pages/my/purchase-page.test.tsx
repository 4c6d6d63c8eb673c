import type { OrderReview, PurchasedCouponDetail } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { created, fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireOrderReview, wirePurchasedCode, wirePurchasedCoupon } from '@test/orders-data';
import { renderWithProviders } from '@test/render';
import { wireRefundRequest } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import PurchasePage from './purchase-page';

let coupon: PurchasedCouponDetail = wirePurchasedCoupon();
let review: OrderReview | null = null;
let refuseRefund = false;

const api = serveApi(
  shellRoutes({
    'GET /api/order/coupon/90/view': () => ok(coupon),
    'GET /api/order/coupon/404/view': () => fail('NOT_FOUND'),
    'GET /api/order/code/91/view': () => ok(wirePurchasedCode()),
    'GET /api/order/90/review': () => (review ? ok(review) : fail('NOT_FOUND')),
    'POST /api/order/90/review': (request) => {
      const body = request.body as { like: boolean; review: string };
      review = wireOrderReview({ like: body.like, review: body.review });
      coupon = { ...coupon, reviewed: true };
      return created(review);
    },
    'POST /api/order/90/refund/request': () => {
      if (refuseRefund) return fail('REFUND_NOT_ALLOWED');
      coupon = { ...coupon, status: 'REFUND_REQUESTED', refundStatus: 'REQUESTED' };
      return created(wireRefundRequest());
    },
    'GET /api/cp': () => ok({ emoney: 0, points: 0 }),
  }),
);
afterEach(() => {
  coupon = wirePurchasedCoupon();
  review = null;
  refuseRefund = false;
  vi.restoreAllMocks();
});

const renderCoupon = () =>
  renderWithProviders(<PurchasePage postType="COUPON" orderSeq="90" />, { token: 'member' });

describe('PurchasePage', () => {
  it('reveals the PIN and copies it, saying it was copied', async () => {
    const user = userEvent.setup();
    renderCoupon();
    const secret = await screen.findByRole('region', { name: 'PIN 번호' });
    expect(within(secret).queryByText('1234-5678-9012')).toBeNull();
    await user.click(within(secret).getByRole('button', { name: 'PIN 번호 보기' }));
    expect(within(secret).getByText('1234-5678-9012')).toBeVisible();
    await user.click(within(secret).getByRole('button', { name: 'PIN 번호 복사' }));
    expect(await screen.findByText('복사되었습니다.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('1234-5678-9012');
  });

  it('says it could not copy when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderCoupon();
    await user.click(await screen.findByRole('button', { name: 'PIN 번호 복사' }));
    expect(await screen.findByText('복사하지 못했습니다.')).toBeVisible();
  });

  it('shows the code of a digital code, its seller and the link to chat', async () => {
    renderWithProviders(<PurchasePage postType="CODE" orderSeq="91" />, { token: 'member' });
    expect(await screen.findByRole('region', { name: '코드' })).toBeVisible();
    expect(screen.getByRole('link', { name: '판매자와 채팅' })).toHaveAttribute(
      'href',
      '/my/digital-codes/91/chat',
    );
  });

  it('writes a negative review and shows it with the answer pending', async () => {
    const user = userEvent.setup();
    renderCoupon();
    await user.click(await screen.findByRole('radio', { name: '별로예요' }));
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeVisible();
    expect(api.calls('/api/order/90/review').filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '리뷰 내용' }), '  늦게 왔어요  ');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText('늦게 왔어요')).toBeVisible();
    expect(screen.getByText('판매자가 아직 답변하지 않았습니다.')).toBeVisible();
    expect(api.calls('/api/order/90/review').find((r) => r.method === 'POST')?.body).toEqual({
      like: false,
      review: '늦게 왔어요',
    });
  });

  it("shows a written review with the seller's answer", async () => {
    coupon = wirePurchasedCoupon({ reviewed: true });
    review = wireOrderReview({
      answer: { seq: 1, content: '감사합니다!', createdAt: '2026-11-25 10:00:00', updatedAt: null },
    });
    renderCoupon();
    expect(await screen.findByText('감사합니다!')).toBeVisible();
    expect(screen.getByText('좋아요')).toBeVisible();
  });

  it('requests a refund with a trimmed reason and shows it requested', async () => {
    const user = userEvent.setup();
    renderCoupon();
    await user.click(await screen.findByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    await user.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: '사유' }), '  잘못 샀어요 ');
    await user.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    expect(await screen.findByText('판매자가 요청을 승인하거나 거절합니다.')).toBeVisible();
    expect(api.calls('/api/order/90/refund/request')[0]?.body).toEqual({ reason: '잘못 샀어요' });
  });

  it("shows a rejected refund with the seller's reason, which the reject dialog promised", async () => {
    coupon = wirePurchasedCoupon({
      refundStatus: 'REJECTED',
      refundRejectReason: '이미 사용된 쿠폰입니다',
    });
    renderCoupon();
    const refund = await screen.findByRole('region', { name: '환불' });
    expect(within(refund).getByText('판매자가 요청을 거절했습니다.')).toBeVisible();
    expect(within(refund).getByText('거절 사유:').parentElement).toHaveTextContent(
      '거절 사유: 이미 사용된 쿠폰입니다',
    );
    expect(within(refund).queryByRole('button', { name: '환불 요청' })).toBeNull();
  });

  it("shows SPEC §8's toast when the refund request fails", async () => {
    refuseRefund = true;
    const user = userEvent.setup();
    renderCoupon();
    await user.click(await screen.findByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    await user.type(within(dialog).getByRole('textbox', { name: '사유' }), '잘못 샀어요');
    await user.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    expect(await screen.findByText('환불 요청에 실패했습니다.')).toBeVisible();
  });

  it('shows the not-found page for an unknown purchase', async () => {
    renderWithProviders(<PurchasePage postType="COUPON" orderSeq="404" />, { token: 'member' });
    expect(await screen.findByRole('heading', { name: /찾을 수 없/ })).toBeVisible();
  });
});
