import type { Story, StoryDefault } from '@ladle/react';
import { wireWithdrawalInfo } from '../../../../../test/account-data';
import { Seeded, type Seed } from '../../../../../test/story-seed';
import { walletKeys } from '../../../../lib/wallet-keys';
import { CashOutForm } from './CashOutForm';

export default { title: 'Features / Wallet / CashOutForm' } satisfies StoryDefault;

const seed =
  (info = wireWithdrawalInfo()): Seed =>
  (client, { answer }) => {
    client.setQueryData(walletKeys.credits(), answer({ emoney: 203_700, points: 2_500 }));
    client.setQueryData(walletKeys.withdrawalInfo(), answer(info));
  };

const alreadyToday = wireWithdrawalInfo({
  availableToday: false,
  withdrawableAmount: 0,
  lastWithdrawal: {
    seq: 1,
    method: 'BANK_TRANSFER',
    amount: 10_000,
    fee: 1_000,
    payout: 9_000,
    status: 'PENDING',
    requestedAt: '2026-11-25 10:00:00',
    expectedBy: '2026-11-28',
  },
});

export const Available: Story = () => (
  <Seeded seed={seed()}>
    <CashOutForm />
  </Seeded>
);
Available.meta = { session: 'member' };

export const AlreadyToday: Story = () => (
  <Seeded seed={seed(alreadyToday)}>
    <CashOutForm />
  </Seeded>
);
AlreadyToday.meta = { session: 'member' };

export const SpanishInDollars: Story = () => (
  <Seeded seed={seed()}>
    <CashOutForm />
  </Seeded>
);
SpanishInDollars.meta = { session: 'member', locale: 'es', currency: 'USD' };

export const LoadFailed: Story = () => <CashOutForm />;
LoadFailed.meta = { session: 'member', offline: true };
