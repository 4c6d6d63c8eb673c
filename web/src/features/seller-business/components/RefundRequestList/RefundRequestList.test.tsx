import type { RefundRequest } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { wireRefundRequest } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import { RefundRequestList } from './RefundRequestList';

let requests: RefundRequest[] = [];
let approveFails = false;
const decide = (status: 'APPROVED' | 'REJECTED') => (request: { body: unknown }) => {
  if (status === 'APPROVED' && approveFails) return fail('ALREADY_DECIDED');
  const body = request.body as { refundSeq: number; reason?: string };
  const found = requests.find((candidate) => candidate.seq === body.refundSeq)!;
  Object.assign(found, { status, rejectReason: body.reason ?? null });
  return ok(found);
};

const api = serveApi(
  shellRoutes({
    'GET /api/seller/refund/list': () =>
      okPage(requests, {
        currentPage: 1,
        pageSize: 10,
        totalCount: requests.length,
        totalPage: 1,
        nextPage: null,
      }),
    'POST /api/seller/refund/approve': decide('APPROVED'),
    'POST /api/seller/refund/reject': decide('REJECTED'),
  }),
);

function seed() {
  requests = [
    wireRefundRequest({ seq: 1, reason: 'never arrived' }),
    wireRefundRequest({ seq: 2, reason: 'wrong region' }),
    wireRefundRequest({ seq: 3, reason: 'changed my mind', status: 'APPROVED' }),
  ];
  approveFails = false;
}

const cardOf = (reason: string) => screen.getByText(new RegExp(reason)).closest('article')!;

describe('RefundRequestList', () => {
  // A whole flow of typing and calls: on shared cores it outlasts the 15 s default.
  it(
    'approves one request and rejects another only with a reason',
    { timeout: 45_000 },
    async () => {
      seed();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<RefundRequestList />, { path: '/seller/refund-requests', token: 't' });
      await screen.findByText(/never arrived/);
      // A decided request offers no decision.
      expect(within(cardOf('changed my mind')).queryByRole('button')).not.toBeInTheDocument();

      await user.click(within(cardOf('never arrived')).getByRole('button', { name: '승인' }));
      expect(await within(cardOf('never arrived')).findByText('승인됨')).toBeInTheDocument();
      expect(api.calls('/api/seller/refund/approve')[0]?.body).toEqual({ refundSeq: 1 });

      await user.click(within(cardOf('wrong region')).getByRole('button', { name: '거절' }));
      const dialog = await screen.findByRole('dialog', { name: '환불 요청 거절' });
      await user.click(within(dialog).getByRole('button', { name: '거절' }));
      expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('textbox'));
      await user.paste('x'.repeat(101));
      await user.click(within(dialog).getByRole('button', { name: '거절' }));
      expect(await within(dialog).findByText(/100자/)).toBeInTheDocument();
      expect(api.calls('/api/seller/refund/reject')).toHaveLength(0);

      await user.clear(within(dialog).getByRole('textbox'));
      await user.type(within(dialog).getByRole('textbox'), '  Already used  ');
      await user.click(within(dialog).getByRole('button', { name: '거절' }));
      expect(await within(cardOf('wrong region')).findByText('거절됨')).toBeInTheDocument();
      expect(api.calls('/api/seller/refund/reject')[0]?.body).toEqual({
        refundSeq: 2,
        reason: 'Already used',
      });
    },
  );

  it('shows the failure toast when a decision fails', async () => {
    seed();
    approveFails = true;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RefundRequestList />, { path: '/seller/refund-requests', token: 't' });
    await user.click(
      within((await screen.findByText(/never arrived/)).closest('article')!).getByRole('button', {
        name: '승인',
      }),
    );
    expect(await screen.findByText('처리 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('says when there is no request', async () => {
    requests = [];
    renderWithProviders(<RefundRequestList />, { path: '/seller/refund-requests', token: 't' });
    expect(await screen.findByText('환불 요청이 없습니다.')).toBeInTheDocument();
  });
});
