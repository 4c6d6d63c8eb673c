import type { Story, StoryDefault } from '@ladle/react';
import { Seeded, type Seed } from '../../../../../test/story-seed';
import { walletKeys } from '../../../../lib/wallet-keys';
import { Balances } from './Balances';

export default { title: 'Features / Wallet / Balances' } satisfies StoryDefault;

const credits =
  (emoney: number, points: number): Seed =>
  (client, { answer }) =>
    client.setQueryData(walletKeys.credits(), answer({ emoney, points }));

export const Won: Story = () => (
  <Seeded seed={credits(203_700, 2_500)}>
    <Balances />
  </Seeded>
);
Won.meta = { session: 'member' };

export const DollarsInEnglish: Story = () => (
  <Seeded seed={credits(203_700, 2_500)}>
    <Balances />
  </Seeded>
);
DollarsInEnglish.meta = { session: 'member', currency: 'USD', locale: 'en' };

export const Empty: Story = () => (
  <Seeded seed={credits(0, 0)}>
    <Balances />
  </Seeded>
);
Empty.meta = { session: 'member' };

export const LoadFailed: Story = () => <Balances />;
LoadFailed.meta = { session: 'member', offline: true };
