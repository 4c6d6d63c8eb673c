import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import {
  dayFromToday,
  wireCodePost,
  wireCouponPost,
  wireSubscriptionPost,
} from '@test/catalogue-data';
import { SellerPostItem } from './SellerPostItem';

export default { title: 'Features / Stores / SellerPostItem' } satisfies StoryDefault;

export const Subscription: Story = () => (
  <Box maw={420}>
    <SellerPostItem post={wireSubscriptionPost()} />
  </Box>
);

export const CouponSoldOut: Story = () => (
  <Box maw={420}>
    <SellerPostItem post={wireCouponPost({ status: 'SOLD' })} />
  </Box>
);

export const CodeExpired: Story = () => (
  <Box maw={420}>
    <SellerPostItem post={wireCodePost({ expiresAt: dayFromToday(-1) })} />
  </Box>
);

export const InUsd: Story = () => (
  <Box maw={420}>
    <SellerPostItem post={wireCodePost()} />
  </Box>
);
InUsd.meta = { locale: 'en', currency: 'USD' };
