import type { Story, StoryDefault } from '@ladle/react';
import { wireWithdrawalInfo } from '@test/account-data';
import { StoryCache, storyAnswer, type StorySeed } from '@test/story-cache';
import { balanceKeys } from '@/shared/balances/api/balance-keys';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { CashOutForm } from './CashOutForm';

export default { title: 'Features / Wallet / CashOutForm' } satisfies StoryDefault;

const seed =
  (info = wireWithdrawalInfo()): StorySeed =>
  (client, token) => {
    client.setQueryData(
      balanceKeys.credits(token),
      storyAnswer({ emoney: 203_700, points: 2_500 }),
    );
    client.setQueryData(walletKeys.withdrawalInfo(token), storyAnswer(info));
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
  <StoryCache seed={seed()}>
    <CashOutForm />
  </StoryCache>
);
Available.meta = { session: 'member' };

export const AlreadyToday: Story = () => (
  <StoryCache seed={seed(alreadyToday)}>
    <CashOutForm />
  </StoryCache>
);
AlreadyToday.meta = { session: 'member' };

export const SpanishInDollars: Story = () => (
  <StoryCache seed={seed()}>
    <CashOutForm />
  </StoryCache>
);
SpanishInDollars.meta = { session: 'member', locale: 'es', currency: 'USD' };

export const LoadFailed: Story = () => <CashOutForm />;
LoadFailed.meta = {
  session: 'member',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
