import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyAnswer } from '@test/story-cache';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { SellerPerkList } from './SellerPerkList';

export default { title: 'Features / Seller business / SellerPerkList' } satisfies StoryDefault;

const text = (ko: string, en: string, es: string) => JSON.stringify({ ko, en, es });

const seedLoaded = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.perks(token),
    storyAnswer([
      {
        seq: 1,
        title: text('수수료 할인', 'Fee discount', 'Descuento en comisiones'),
        description: text('첫 달 수수료 50% 할인', 'Half fees for a month', 'Mitad de comisiones'),
        imageUrl: null,
        linkUrl: 'https://example.com/perks/1',
      },
    ]),
  );

export const Loaded: Story = () => (
  <StoryCache seed={seedLoaded}>
    <SellerPerkList />
  </StoryCache>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};

const seedEmpty = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.perks(token), storyAnswer([]));

export const Empty: Story = () => (
  <StoryCache seed={seedEmpty}>
    <SellerPerkList />
  </StoryCache>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};
