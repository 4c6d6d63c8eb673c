import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { Seeded, type SeedKit } from '../../../../../test/story-seed';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { SellerPerkList } from './SellerPerkList';

export default { title: 'Features / Seller business / SellerPerkList' } satisfies StoryDefault;

const text = (ko: string, en: string, es: string) => JSON.stringify({ ko, en, es });

const seedLoaded = (client: QueryClient, { answer, token }: SeedKit) =>
  client.setQueryData(
    sellerBusinessKeys.perks(token),
    answer([
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
  <Seeded seed={seedLoaded}>
    <SellerPerkList />
  </Seeded>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};

const seedEmpty = (client: QueryClient, { answer, token }: SeedKit) =>
  client.setQueryData(sellerBusinessKeys.perks(token), answer([]));

export const Empty: Story = () => (
  <Seeded seed={seedEmpty}>
    <SellerPerkList />
  </Seeded>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/buy-perks',
};
