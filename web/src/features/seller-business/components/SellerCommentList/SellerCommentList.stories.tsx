import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyPage } from '@test/story-cache';
import { wireSellerComment } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { SellerCommentList } from './SellerCommentList';

export default { title: 'Features / Seller business / SellerCommentList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10, postType: 'all' as const };

const seedLoaded = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.commentList(token, firstPage),
    storyPage([
      wireSellerComment({ content: '해외에서도 쓸 수 있나요?' }),
      wireSellerComment({
        content: '유효기간이 언제까지인가요?',
        reply: {
          seq: 1,
          author: { seq: 3, nickname: '디지털마켓', profileImageUrl: null },
          content: '구매일로부터 1년입니다.',
          createdAt: '2026-11-22 10:00:00',
          updatedAt: null,
        },
      }),
    ]),
  );

export const Loaded: Story = () => (
  <StoryCache seed={seedLoaded}>
    <SellerCommentList />
  </StoryCache>
);
Loaded.meta = {
  session: 'seller',
  path: '/seller/comments',
};

const seedEmpty = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.commentList(token, firstPage), storyPage([]));

export const Empty: Story = () => (
  <StoryCache seed={seedEmpty}>
    <SellerCommentList />
  </StoryCache>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/comments',
};

export const LoadingThenError: Story = () => <SellerCommentList />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/comments',
  errorOnPurpose: 'the API does not answer: the error state',
};
