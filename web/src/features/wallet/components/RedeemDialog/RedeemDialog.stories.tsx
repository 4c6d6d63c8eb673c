import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '@mantine/core';
import { RedeemDialog, RewardText } from './RedeemDialog';

export default { title: 'Features / Wallet / RedeemDialog' } satisfies StoryDefault;

export const Open: Story = () => <RedeemDialog opened onClose={() => undefined} />;
Open.meta = { session: 'member' };

export const OpenEnglish: Story = () => <RedeemDialog opened onClose={() => undefined} />;
OpenEnglish.meta = { session: 'member', locale: 'en' };

/** The success line for each reward type (cash follows the currency picker). */
export const Rewards: Story = () => (
  <Stack>
    <RewardText reward={{ rewardType: 'POINTS', rewardAmount: 1000 }} />
    <RewardText reward={{ rewardType: 'CASH', rewardAmount: 5000 }} />
  </Stack>
);

export const RewardsInUsd: Story = () => (
  <Stack>
    <RewardText reward={{ rewardType: 'POINTS', rewardAmount: 1000 }} />
    <RewardText reward={{ rewardType: 'CASH', rewardAmount: 5000 }} />
  </Stack>
);
RewardsInUsd.meta = { locale: 'en', currency: 'USD' };
