/**
 * The seller's refund requests against the real mock world (test/mock-world.ts, the small world):
 * the seller's own requests, decisions the world keeps and money it gives back. Seeded facts this
 * file relies on: the seeded buyer holds 203,200 of e-money and asked a refund of 1,700 from the
 * seller; seller2 has no refund request.
 */
import type { RefundRequest } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { responseOf, serveMockWorld } from '@test/mock-world';
import { RefundRequestList } from './RefundRequestList';

const world = serveMockWorld('small');

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';

/** The seller's requests as the world holds them, newest first (the list's first page). */
async function requestsOf(email: string) {
  const seller = await world.as(email);
  const list = async () => responseOf(seller.seller.listRefundRequests({ query: { page: 1 } }));
  return { seller, list, requests: await list() };
}

/** A request's card, found by its order (one request per order). */
const cardOf = (request: RefundRequest) =>
  screen.getByText(new RegExp(request.orderId)).closest('article')!;

async function show(email: string) {
  const { token } = await world.signIn(email);
  return renderWithProviders(<RefundRequestList />, { path: '/seller/refund-requests', token });
}

describe('RefundRequestList', () => {
  // A whole flow of typing and calls: on shared cores it outlasts the 15 s default.
  it(
    'approves one request and rejects another only with a reason',
    { timeout: 60_000 },
    async () => {
      const { list, requests } = await requestsOf(SELLER);
      const open = requests.filter((request) => request.status === 'REQUESTED');
      const buyers = await world.as(BUYER);
      const toApprove = open.find((request) => request.buyer.nickname === '알뜰쇼퍼')!;
      const toReject = open.find((request) => request !== toApprove)!;
      const decided = requests.find((request) => request.status === 'APPROVED')!;
      expect(toApprove.amount).toBe(1_700);
      expect(await responseOf(buyers.wallet.getCredits())).toMatchObject({ emoney: 203_200 });

      const user = userEvent.setup({ delay: null });
      await show(SELLER);
      await screen.findByText(new RegExp(toApprove.orderId));
      // A decided request offers no decision.
      expect(within(cardOf(decided)).queryByRole('button')).not.toBeInTheDocument();

      await user.click(within(cardOf(toApprove)).getByRole('button', { name: '승인' }));
      expect(await within(cardOf(toApprove)).findByText('승인됨')).toBeInTheDocument();
      expect(world.calls('/api/seller/refund/approve')[0]?.body).toEqual({
        refundSeq: toApprove.seq,
      });
      // The buyer has the 1,700 back: 203,200 + 1,700
      expect(await responseOf(buyers.wallet.getCredits())).toMatchObject({ emoney: 204_900 });

      await user.click(within(cardOf(toReject)).getByRole('button', { name: '거절' }));
      const dialog = await screen.findByRole('dialog', { name: '환불 요청 거절' });
      await user.click(within(dialog).getByRole('button', { name: '거절' }));
      expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('textbox'));
      await user.paste('x'.repeat(101));
      await user.click(within(dialog).getByRole('button', { name: '거절' }));
      expect(await within(dialog).findByText(/100자/)).toBeInTheDocument();
      expect(world.calls('/api/seller/refund/reject')).toHaveLength(0);

      await user.clear(within(dialog).getByRole('textbox'));
      await user.type(within(dialog).getByRole('textbox'), '  Already used  ');
      await user.click(within(dialog).getByRole('button', { name: '거절' }));
      expect(await within(cardOf(toReject)).findByText('거절됨')).toBeInTheDocument();
      expect(within(cardOf(toReject)).getByText(/Already used/)).toBeInTheDocument();
      expect(world.calls('/api/seller/refund/reject')[0]?.body).toEqual({
        refundSeq: toReject.seq,
        reason: 'Already used',
      });
      // The world keeps both decisions.
      const after = new Map((await list()).map((request) => [request.seq, request]));
      expect(after.get(toApprove.seq)).toMatchObject({ status: 'APPROVED' });
      expect(after.get(toReject.seq)).toMatchObject({
        status: 'REJECTED',
        rejectReason: 'Already used',
      });
    },
  );

  it('shows the failure toast when a decision fails', async () => {
    const { seller, requests } = await requestsOf(SELLER);
    const open = requests.find((request) => request.status === 'REQUESTED')!;
    const user = userEvent.setup({ delay: null });
    await show(SELLER);
    await screen.findByText(new RegExp(open.orderId));
    // Meanwhile the request is decided in another tab: the world refuses a second decision.
    await responseOf(seller.seller.approveRefund({ body: { refundSeq: open.seq } }));
    await user.click(within(cardOf(open)).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('처리 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('says when there is no request', async () => {
    const { requests } = await requestsOf('seller2@example.com');
    expect(requests).toEqual([]);
    await show('seller2@example.com');
    expect(await screen.findByText('환불 요청이 없습니다.')).toBeInTheDocument();
  });
});
