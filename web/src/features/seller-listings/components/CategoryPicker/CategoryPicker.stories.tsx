import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { wireCategory } from '@test/catalogue-data';
import { StoryCache, storyAnswer, storyLoading } from '@test/story-cache';
import { categoryLevelKeys } from '@/shared/category-levels/api/category-level-keys';
import { CategoryPicker } from './CategoryPicker';

export default { title: 'Features / Seller listings / CategoryPicker' } satisfies StoryDefault;

const label = (ko: string, en: string, es: string) => ({ ko, en, es });

/** The coupon tree's top level: two categories. */
function seedTopLevel(client: QueryClient) {
  client.setQueryData(
    categoryLevelKeys.level('COUPON', null),
    storyAnswer({
      parent: null,
      path: [],
      children: [
        wireCategory({ seq: 1, postType: 'COUPON', label: label('카페', 'Cafés', 'Cafeterías') }),
        wireCategory({
          seq: 2,
          postType: 'COUPON',
          label: label(
            '편의점 · 마트 · 생활용품 · 주유 · 뷰티',
            'Convenience stores, supermarkets, household goods, fuel and beauty',
            'Tiendas de conveniencia, supermercados, hogar, combustible y belleza',
          ),
        }),
      ],
    }),
  );
}

function Picker({ error }: { error?: string }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return <CategoryPicker postType="COUPON" value={value} onChange={setValue} error={error} />;
}

export const NothingChosen: Story = () => (
  <StoryCache seed={seedTopLevel}>
    <Picker />
  </StoryCache>
);
NothingChosen.meta = { session: 'seller', path: '/seller/ecoupons/new' };

/** Sent without a category: the form's message under the picker. */
export const Required: Story = () => (
  <StoryCache seed={seedTopLevel}>
    <Picker error="카테고리를 선택하세요." />
  </StoryCache>
);
Required.meta = { session: 'seller', path: '/seller/ecoupons/new' };

/** Long names, in Spanish, on a phone. */
export const LongNamesOnPhone: Story = () => (
  <StoryCache seed={seedTopLevel}>
    <Picker />
  </StoryCache>
);
LongNamesOnPhone.meta = {
  session: 'seller',
  path: '/seller/ecoupons/new',
  locale: 'es',
  width: 360,
};

export const Loading: Story = () => (
  <StoryCache seed={(client) => storyLoading(client, categoryLevelKeys.level('COUPON', null))}>
    <Picker />
  </StoryCache>
);
Loading.meta = { session: 'seller', path: '/seller/ecoupons/new' };
