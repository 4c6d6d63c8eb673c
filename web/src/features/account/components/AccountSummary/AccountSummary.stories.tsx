import type { Story, StoryDefault } from '@ladle/react';
import { Seeded, type Seed } from '../../../../../test/story-seed';
import { accountSummaryKeys, walletKeys } from '../../../../lib/wallet-keys';
import { AccountSummary } from './AccountSummary';

export default { title: 'Features / Account / AccountSummary' } satisfies StoryDefault;

const seed: Seed = (client, { answer }) => {
  client.setQueryData(walletKeys.credits(), answer({ emoney: 203_700, points: 2_500 }));
  client.setQueryData(
    accountSummaryKeys.all,
    answer({ codeCount: 3, couponCount: 6, inquiryCount: 3, orderCount: 22, subscribeCount: 5 }),
  );
};

export const Full: Story = () => (
  <Seeded seed={seed}>
    <AccountSummary />
  </Seeded>
);
Full.meta = { session: 'member' };

export const CompactInDollars: Story = () => (
  <Seeded seed={seed}>
    <AccountSummary compact />
  </Seeded>
);
CompactInDollars.meta = { session: 'member', currency: 'USD', locale: 'en' };

export const LoadFailed: Story = () => <AccountSummary />;
LoadFailed.meta = { session: 'member', offline: true };
