import type { Story, StoryDefault } from '@ladle/react';
import { wireTransferOrder } from '../../../../../test/account-data';
import { Seeded, type Seed } from '../../../../../test/story-seed';
import { walletKeys } from '../../../../lib/wallet-keys';
import { PendingTransfer } from './PendingTransfer';

export default { title: 'Features / Wallet / PendingTransfer' } satisfies StoryDefault;

const waiting: Seed = (client, { answer }) =>
  client.setQueryData(walletKeys.transfer('ORD-1'), answer(wireTransferOrder()));

export const Waiting: Story = () => (
  <Seeded seed={waiting}>
    <PendingTransfer orderId="ORD-1" />
  </Seeded>
);
Waiting.meta = { session: 'member' };

export const WaitingInEnglish: Story = () => (
  <Seeded seed={waiting}>
    <PendingTransfer orderId="ORD-1" />
  </Seeded>
);
WaitingInEnglish.meta = { session: 'member', locale: 'en' };

export const NotAwaitingTransfer: Story = () => (
  <Seeded
    seed={(client, { answer }) =>
      client.setQueryData(
        walletKeys.transfer('ORD-1'),
        answer(wireTransferOrder({ kind: 'COUPON', transfer: null })),
      )
    }
  >
    <PendingTransfer orderId="ORD-1" />
  </Seeded>
);
NotAwaitingTransfer.meta = { session: 'member' };

export const LoadFailed: Story = () => <PendingTransfer orderId="ORD-1" />;
LoadFailed.meta = { session: 'member', offline: true };
