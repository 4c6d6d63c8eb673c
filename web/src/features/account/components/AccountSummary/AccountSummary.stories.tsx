import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyAnswer, type StorySeed } from '@test/story-cache';
import { balanceKeys } from '@/shared/balances/api/balance-keys';
import { accountSummaryKeys } from '@/features/account/api/account-keys';
import { AccountSummary } from './AccountSummary';

export default { title: 'Features / Account / AccountSummary' } satisfies StoryDefault;

const seed: StorySeed = (client, token) => {
  client.setQueryData(balanceKeys.credits(token), storyAnswer({ emoney: 203_700, points: 2_500 }));
  client.setQueryData(
    accountSummaryKeys.member(token),
    storyAnswer({
      codeCount: 3,
      couponCount: 6,
      inquiryCount: 3,
      orderCount: 22,
      subscribeCount: 5,
    }),
  );
};

export const Full: Story = () => (
  <StoryCache seed={seed}>
    <AccountSummary />
  </StoryCache>
);
Full.meta = { session: 'member' };

export const InDollars: Story = () => (
  <StoryCache seed={seed}>
    <AccountSummary />
  </StoryCache>
);
InDollars.meta = { session: 'member', currency: 'USD', locale: 'en' };

export const LoadFailed: Story = () => <AccountSummary />;
LoadFailed.meta = {
  session: 'member',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
