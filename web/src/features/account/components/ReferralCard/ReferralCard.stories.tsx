import type { Story, StoryDefault } from '@ladle/react';
import { Seeded, type Seed } from '../../../../../test/story-seed';
import { accountKeys } from '../../api/use-account';
import { ReferralCard } from './ReferralCard';

export default { title: 'Features / Account / ReferralCard' } satisfies StoryDefault;

const referral =
  (referredCount: number): Seed =>
  (client, { answer }) =>
    client.setQueryData(
      accountKeys.referral(),
      answer({
        code: 'BUYER2026',
        url: 'https://market.example/create-account?referrer=BUYER2026',
        rewardPoints: 1000,
        referredCount,
      }),
    );

export const NobodyYet: Story = () => (
  <Seeded seed={referral(0)}>
    <ReferralCard />
  </Seeded>
);
NobodyYet.meta = { session: 'member' };

export const ThreeJoinedInSpanish: Story = () => (
  <Seeded seed={referral(3)}>
    <ReferralCard />
  </Seeded>
);
ThreeJoinedInSpanish.meta = { session: 'member', locale: 'es' };

export const LoadFailed: Story = () => <ReferralCard />;
LoadFailed.meta = { session: 'member', offline: true };
