import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyAnswer, type StorySeed } from '@test/story-cache';
import { balanceKeys } from '@/shared/balances/api/balance-keys';
import { Balances } from './Balances';

export default { title: 'Features / Wallet / Balances' } satisfies StoryDefault;

const credits =
  (emoney: number, points: number): StorySeed =>
  (client, token) =>
    client.setQueryData(balanceKeys.credits(token), storyAnswer({ emoney, points }));

export const Won: Story = () => (
  <StoryCache seed={credits(203_700, 2_500)}>
    <Balances />
  </StoryCache>
);
Won.meta = { session: 'member' };

export const DollarsInEnglish: Story = () => (
  <StoryCache seed={credits(203_700, 2_500)}>
    <Balances />
  </StoryCache>
);
DollarsInEnglish.meta = { session: 'member', currency: 'USD', locale: 'en' };

export const Empty: Story = () => (
  <StoryCache seed={credits(0, 0)}>
    <Balances />
  </StoryCache>
);
Empty.meta = { session: 'member' };

export const LoadFailed: Story = () => <Balances />;
LoadFailed.meta = {
  session: 'member',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
