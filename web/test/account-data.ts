/** Wire data of the wallet and account screens (issue 9), for component tests and stories. */
import type { Inquiry, LedgerEntry, Order, WithdrawalInfo } from '@market/contract';

export function wireLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    seq: 1,
    wallet: 'EMONEY',
    reason: 'TOP_UP',
    amount: 50_000,
    balanceAfter: 253_700,
    description: null,
    orderId: 'ORD-1',
    createdAt: '2026-11-20 10:00:00',
    ...overrides,
  };
}

export function wireWithdrawalInfo(overrides: Partial<WithdrawalInfo> = {}): WithdrawalInfo {
  return {
    feeRate: 0.1,
    methodFees: [
      { method: 'BANK_TRANSFER', fee: 0 },
      { method: 'PAYPAL', fee: 0 },
    ],
    maxAmount: 5_000_000,
    withdrawalsPerDay: 1,
    payoutBusinessDays: 3,
    withdrawableAmount: 203_700,
    availableToday: true,
    lastWithdrawal: null,
    ...overrides,
  };
}

export function wireInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    seq: 1,
    category: 'PAYMENT',
    title: '출금은 언제 입금되나요?',
    body: '어제 출금 신청했습니다.',
    contactType: 'EMAIL',
    emailOrPhone: 'buyer@example.com',
    status: 'UNANSWERED',
    answer: null,
    createdAt: '2026-11-20 10:00:00',
    ...overrides,
  };
}

export function wireTransferOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ORD-1',
    kind: 'EMONEY',
    status: 'AWAITING_TRANSFER',
    items: [],
    total: 50_000,
    paidWithEmoney: 0,
    paidWithPoints: 0,
    paid: false,
    createdAt: '2026-11-25 10:00:00',
    paidAt: null,
    confirmAt: null,
    transfer: {
      payTo: { bankName: '마켓은행', accountNumber: '111-222-333444', accountHolder: '(주)마켓' },
      depositorName: '홍길동1234',
      transferDeadline: '2026-11-26 23:59:59',
    },
    ...overrides,
  };
}
