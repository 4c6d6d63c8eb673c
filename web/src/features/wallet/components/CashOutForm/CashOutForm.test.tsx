import type { WithdrawalInfo } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { CashOutForm } from './CashOutForm';

const info: WithdrawalInfo = {
  feeRate: 0.1,
  methodFees: [
    { method: 'BANK_TRANSFER', fee: 0 },
    { method: 'PAYPAL', fee: 0 },
  ],
  maxAmount: 5_000_000,
  withdrawalsPerDay: 1,
  payoutBusinessDays: 3,
  withdrawableAmount: 200_000,
  availableToday: true,
  lastWithdrawal: null,
};
let answer: 'ok' | 'today' = 'ok';

const api = serveApi(
  shellRoutes({
    'GET /api/cp': () => ok({ emoney: 200_000, points: 0 }),
    'GET /api/cp/cash/withdraw/info': () => ok(info),
    'POST /api/cp/cash/withdraw': () =>
      answer === 'today'
        ? fail('WITHDRAWAL_ALREADY_TODAY')
        : created({
            seq: 1,
            method: 'BANK_TRANSFER',
            amount: 10_000,
            fee: 1_000,
            payout: 9_000,
            status: 'PENDING',
            requestedAt: '2026-11-25 10:00:00',
            expectedBy: '2026-11-28',
          }),
  }),
);

async function fillBank(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(await screen.findByRole('textbox', { name: '출금 금액' }), amount);
  await user.type(screen.getByRole('textbox', { name: '은행명' }), '국민은행');
  await user.type(screen.getByRole('textbox', { name: '예금주' }), '홍길동');
  await user.type(screen.getByRole('textbox', { name: '계좌번호' }), '123-456-789012');
}

describe('CashOutForm', () => {
  it('refuses an amount over the limit or the balance before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CashOutForm />, { token: 'member' });
    await fillBank(user, '5000001');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('한 번에 5,000,000원까지 가능합니다.')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: '출금 금액' }));
    await user.type(screen.getByRole('textbox', { name: '출금 금액' }), '200001');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('출금 가능 금액보다 많습니다.')).toBeVisible();
    expect(api.calls('/api/cp/cash/withdraw')).toHaveLength(0);
  });

  it('shows the fee before confirming, then the payout', async () => {
    answer = 'ok';
    const user = userEvent.setup();
    renderWithProviders(<CashOutForm />, { token: 'member' });
    await fillBank(user, '10000');
    expect(screen.getByText('수수료 1,000원, 실제 지급액 9,000원')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '다음' }));
    const dialog = await screen.findByRole('dialog', { name: '출금 내용을 확인하세요' });
    expect(within(dialog).getByRole('row', { name: /출금 후 잔액/ })).toHaveTextContent(
      '190,000원',
    );
    await user.click(within(dialog).getByRole('button', { name: '출금 신청' }));
    expect(await screen.findByText('출금 신청이 완료되었습니다')).toBeVisible();
    expect(api.calls('/api/cp/cash/withdraw')[0]?.body).toEqual({
      amount: 10_000,
      method: 'BANK_TRANSFER',
      bankName: '국민은행',
      accountHolder: '홍길동',
      accountNumber: '123-456-789012',
    });
  });

  it("names the server's refusal and shows the withdrawal toast", async () => {
    answer = 'today';
    const user = userEvent.setup();
    renderWithProviders(<CashOutForm />, { token: 'member' });
    await fillBank(user, '10000');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '출금 신청' }));
    // The §8 toast (an alert too, closing after 3.2 s) and the reason, which stays.
    expect(await screen.findByText('출금 신청에 실패했습니다.')).toBeVisible();
    const reason = screen.getByText('오늘은 이미 출금했습니다. 출금은 하루 한 번 가능합니다.');
    expect(reason.closest('[role="alert"]')).toBeVisible();
    expect(api.calls('/api/cp/cash/withdraw')).toHaveLength(1);
  });
});
