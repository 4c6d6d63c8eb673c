import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { StoryCache, storyPage } from '@test/story-cache';
// Numbers pinned: the data's counter runs across stories, so a story's order numbers would depend
// on what was shown before it (stories:diff saw them change between two runs of one commit).
import { wireRefundRequest } from '@test/seller-business-data';
import { sellerBusinessKeys } from '@/features/seller-business/api/seller-business-keys';
import { RefundRequestList } from './RefundRequestList';

export default { title: 'Features / Seller business / RefundRequestList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

const seedEveryState = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.refundList(token, firstPage),
    storyPage([
      wireRefundRequest({
        seq: 11,
        orderId: 'ORD-20261124-000011',
        reason: '코드가 작동하지 않아요.',
      }),
      wireRefundRequest({
        seq: 12,
        orderId: 'ORD-20261124-000012',
        status: 'APPROVED',
        reason: '중복 결제',
      }),
      wireRefundRequest({
        seq: 13,
        orderId: 'ORD-20261124-000013',
        status: 'REJECTED',
        reason: '마음이 바뀌었어요',
        rejectReason: '이미 사용된 코드입니다.',
      }),
    ]),
  );

export const EveryState: Story = () => (
  <StoryCache seed={seedEveryState}>
    <RefundRequestList />
  </StoryCache>
);
EveryState.meta = {
  session: 'seller',
  path: '/seller/refund-requests',
};

const seedEmpty = (client: QueryClient, token: string | null) =>
  client.setQueryData(sellerBusinessKeys.refundList(token, firstPage), storyPage([]));

export const Empty: Story = () => (
  <StoryCache seed={seedEmpty}>
    <RefundRequestList />
  </StoryCache>
);
Empty.meta = {
  session: 'seller',
  path: '/seller/refund-requests',
};

const seedInUsDollars = (client: QueryClient, token: string | null) =>
  client.setQueryData(
    sellerBusinessKeys.refundList(token, firstPage),
    storyPage([
      wireRefundRequest({
        seq: 14,
        orderId: 'ORD-20261124-000014',
        reason: '코드가 작동하지 않아요.',
      }),
      wireRefundRequest({
        seq: 15,
        orderId: 'ORD-20261124-000015',
        status: 'APPROVED',
        reason: '중복 결제',
      }),
      wireRefundRequest({
        seq: 16,
        orderId: 'ORD-20261124-000016',
        status: 'REJECTED',
        reason: '마음이 바뀌었어요',
        rejectReason: '이미 사용된 코드입니다.',
      }),
    ]),
  );

export const InUsDollars: Story = () => (
  <StoryCache seed={seedInUsDollars}>
    <RefundRequestList />
  </StoryCache>
);
InUsDollars.meta = {
  session: 'seller',
  path: '/seller/refund-requests',
  currency: 'USD',
  locale: 'en',
};

export const LoadingThenError: Story = () => <RefundRequestList />;
LoadingThenError.meta = {
  session: 'seller',
  path: '/seller/refund-requests',
  errorOnPurpose: 'the API does not answer: the error state',
};
