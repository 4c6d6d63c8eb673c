import type { Story, StoryDefault } from '@ladle/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { wireCouponPost, wirePagination, wireSubscriptionPost } from '@test/catalogue-data';
import { StoryCache, storyLoading } from '@test/story-cache';
import { catalogueKeys } from '@/features/catalogue/api/catalogue-keys';
import type { PostListPage } from '@/features/catalogue/api/use-post-list';
import { FeaturedPosts } from './FeaturedPosts';

export default { title: 'Features / Catalogue / FeaturedPosts' } satisfies StoryDefault;

/** Stories have no API server: put the page of posts in the query cache first. */
function WithPage({ page, children }: { page: PostListPage; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() =>
    queryClient.setQueryData(catalogueKeys.list('COUPON', { page: 1, size: 4 }), page),
  );
  return children;
}

const coupons = [
  wireCouponPost({ picked: true }),
  wireCouponPost({ picked: true, price: 3_900 }),
  wireCouponPost(),
  wireCouponPost({ status: 'SOLD' }),
];

export const Coupons: Story = () => (
  <WithPage page={{ items: coupons, pagination: wirePagination(1, 29, 4) }}>
    <FeaturedPosts postType="COUPON" />
  </WithPage>
);

export const NothingListed: Story = () => (
  <WithPage page={{ items: [], pagination: wirePagination(1, 0, 4) }}>
    <FeaturedPosts postType="COUPON" />
  </WithPage>
);

export const Loading: Story = () => (
  <StoryCache
    seed={(client) =>
      storyLoading(client, catalogueKeys.list('SUBSCRIPTION', { page: 1, size: 4 }))
    }
  >
    <FeaturedPosts postType="SUBSCRIPTION" />
  </StoryCache>
);

export const English: Story = () => (
  <WithPage
    page={{
      items: [wireSubscriptionPost(), ...coupons.slice(0, 3)] as PostListPage['items'],
      pagination: wirePagination(1, 4, 4),
    }}
  >
    <FeaturedPosts postType="COUPON" />
  </WithPage>
);
English.meta = { locale: 'en', currency: 'USD' };
