import type { Story, StoryDefault } from '@ladle/react';
import { StoryCache, storyAnswer, type StorySeed } from '@test/story-cache';
import { accountKeys } from '@/features/account/api/account-keys';
import { ReferralCard } from './ReferralCard';

export default { title: 'Features / Account / ReferralCard' } satisfies StoryDefault;

const referral =
  (referredCount: number): StorySeed =>
  (client, token) =>
    client.setQueryData(
      accountKeys.referral(token),
      storyAnswer({
        code: 'BUYER2026',
        url: 'https://market.example/create-account?referrer=BUYER2026',
        rewardPoints: 1000,
        referredCount,
      }),
    );

export const NobodyYet: Story = () => (
  <StoryCache seed={referral(0)}>
    <ReferralCard />
  </StoryCache>
);
NobodyYet.meta = { session: 'member' };

export const ThreeJoinedInSpanish: Story = () => (
  <StoryCache seed={referral(3)}>
    <ReferralCard />
  </StoryCache>
);
ThreeJoinedInSpanish.meta = { session: 'member', locale: 'es' };

export const LoadFailed: Story = () => <ReferralCard />;
LoadFailed.meta = {
  session: 'member',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
