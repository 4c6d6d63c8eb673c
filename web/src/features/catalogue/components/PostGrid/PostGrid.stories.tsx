import type { Story, StoryDefault } from '@ladle/react';
import { wireCodePost, wireCouponPost, wireSubscriptionPost } from '@test/catalogue-data';
import { PostGrid, PostGridSkeleton } from './PostGrid';

export default { title: 'Features / Catalogue / PostGrid' } satisfies StoryDefault;

const posts = [
  wireSubscriptionPost({ picked: true }),
  wireCouponPost({ picked: true }),
  wireCodePost(),
  wireCouponPost({ status: 'SOLD' }),
  wireSubscriptionPost({ memberCount: 3, memberLimit: 3 }),
  wireCodePost({ price: 10_000, faceValue: 10_000 }),
];

export const Posts: Story = () => <PostGrid posts={posts} label="Posts" />;

export const Loading: Story = () => <PostGridSkeleton />;

/** The next page is loading: the current posts stay, faded. */
export const LoadingNextPage: Story = () => (
  <PostGrid posts={posts} listProps={{ className: undefined, 'aria-busy': true }} />
);
