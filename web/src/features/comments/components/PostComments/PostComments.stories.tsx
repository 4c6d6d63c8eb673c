import type { Story, StoryDefault } from '@ladle/react';
import type { PostComment } from '@market/contract';
import { StoryCache, storyPage } from '@test/story-cache';
import { wireComment } from '@test/orders-data';
import { commentKeys, COMMENTS_PAGE_SIZE } from '@/features/comments/api';
import { PostComments } from './PostComments';

export default { title: 'Features / Comments / PostComments' } satisfies StoryDefault;

const query = { type: 'COUPON' as const, typeSeq: 6, page: 1, size: COMMENTS_PAGE_SIZE };
const comments = [
  wireComment({ seq: 1 }),
  wireComment({
    seq: 2,
    author: { seq: 8, nickname: 'LuckyPenguin', profileImageUrl: null },
    content: 'Does it work outside Korea?',
    updatedAt: '2026-11-25 09:00:00',
    reply: {
      seq: 9,
      author: { seq: 3, nickname: '디지털마켓', profileImageUrl: null },
      content: '네, 해외에서도 사용 가능합니다.',
      createdAt: '2026-11-25 10:00:00',
      updatedAt: null,
    },
  }),
];

function Seeded({ items, sellerSeq }: { items: PostComment[]; sellerSeq: number }) {
  return (
    <StoryCache
      seed={(client) => client.setQueryData(commentKeys.list('COUPON', 6, query), storyPage(items))}
    >
      <PostComments postType="COUPON" postSeq={6} sellerSeq={sellerSeq} />
    </StoryCache>
  );
}

/** A member (seq 7) sees edit and delete on their own comment. */
export const Member: Story = () => <Seeded items={comments} sellerSeq={3} />;
Member.meta = { session: 'member', path: '/ecoupons/6' };

/** The post's seller may reply to a comment without a reply, and edit or delete their reply. */
export const Seller: Story = () => <Seeded items={comments} sellerSeq={7} />;
Seller.meta = { session: 'seller', path: '/ecoupons/6' };

export const GuestWithNoComments: Story = () => <Seeded items={[]} sellerSeq={3} />;
GuestWithNoComments.meta = { path: '/ecoupons/6' };

export const LoadFailed: Story = () => <PostComments postType="COUPON" postSeq={6} sellerSeq={3} />;
LoadFailed.meta = {
  path: '/ecoupons/6',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
