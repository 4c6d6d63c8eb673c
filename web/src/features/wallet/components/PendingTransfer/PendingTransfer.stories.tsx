import type { Story, StoryDefault } from '@ladle/react';
import { wireTransferOrder } from '@test/account-data';
import { StoryCache, storyAnswer, type StorySeed } from '@test/story-cache';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { PendingTransfer } from './PendingTransfer';

export default { title: 'Features / Wallet / PendingTransfer' } satisfies StoryDefault;

const waiting: StorySeed = (client, token) =>
  client.setQueryData(walletKeys.transfer(token, 'ORD-1'), storyAnswer(wireTransferOrder()));

export const Waiting: Story = () => (
  <StoryCache seed={waiting}>
    <PendingTransfer orderId="ORD-1" />
  </StoryCache>
);
Waiting.meta = { session: 'member' };

export const WaitingInEnglish: Story = () => (
  <StoryCache seed={waiting}>
    <PendingTransfer orderId="ORD-1" />
  </StoryCache>
);
WaitingInEnglish.meta = { session: 'member', locale: 'en' };

export const NotAwaitingTransfer: Story = () => (
  <StoryCache
    seed={(client, token) =>
      client.setQueryData(
        walletKeys.transfer(token, 'ORD-1'),
        storyAnswer(wireTransferOrder({ kind: 'COUPON', transfer: null })),
      )
    }
  >
    <PendingTransfer orderId="ORD-1" />
  </StoryCache>
);
NotAwaitingTransfer.meta = { session: 'member' };

export const LoadFailed: Story = () => <PendingTransfer orderId="ORD-1" />;
LoadFailed.meta = {
  session: 'member',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
