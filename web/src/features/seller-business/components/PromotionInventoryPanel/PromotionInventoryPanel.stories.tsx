import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { wireInventory } from '../../../../../test/seller-business-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { PromotionInventoryPanel } from './PromotionInventoryPanel';

export default {
  title: 'Features / Seller business / PromotionInventoryPanel',
} satisfies StoryDefault;

const title = JSON.stringify({ ko: '넷플릭스 기프트', en: 'Netflix gift', es: 'Regalo' });

const seedWithUses = (client: QueryClient, { answer, token }: SeedKit) =>
  client.setQueryData(
    sellerBusinessKeys.inventory(token, 'UP'),
    answer(
      wireInventory({
        remaining: 9,
        used: [{ type: 'CODE', typeSeq: 9, title, appliedAt: '2026-11-24 10:00:00' }],
      }),
    ),
  );

export const WithUses: Story = () => (
  <Seeded seed={seedWithUses}>
    <PromotionInventoryPanel item="UP" />
  </Seeded>
);
WithUses.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};

const seedNoUnitLeft = (client: QueryClient, { answer, token }: SeedKit) =>
  client.setQueryData(
    sellerBusinessKeys.inventory(token, 'PICK'),
    answer(wireInventory({ item: 'PICK', remaining: 0 })),
  );

export const NoUnitLeft: Story = () => (
  <Seeded seed={seedNoUnitLeft}>
    <PromotionInventoryPanel item="PICK" />
  </Seeded>
);
NoUnitLeft.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};

export const LoadingThenError: Story = () => <PromotionInventoryPanel item="UP" />;
LoadingThenError.meta = { session: 'seller', path: '/seller/buy-perks' };
