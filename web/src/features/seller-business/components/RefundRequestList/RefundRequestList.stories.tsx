import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import type { SeedKit } from '../../../../../test/story-seed';
import { wireRefundRequest } from '../../../../../test/seller-business-data';
import { sellerBusinessKeys } from '../../api/seller-business-keys';
import { RefundRequestList } from './RefundRequestList';

export default { title: 'Features / Seller business / RefundRequestList' } satisfies StoryDefault;

const firstPage = { page: 1, size: 10 };

export const EveryState: Story = () => <RefundRequestList />;
EveryState.meta = {
  session: 'seller',
  path: '/seller/refund-requests',
  seed: (client: QueryClient, { page, token }: SeedKit) =>
    client.setQueryData(
      sellerBusinessKeys.refundList(token, firstPage),
      page([
        wireRefundRequest({ reason: '코드가 작동하지 않아요.' }),
        wireRefundRequest({ status: 'APPROVED', reason: '중복 결제' }),
        wireRefundRequest({
          status: 'REJECTED',
          reason: '마음이 바뀌었어요',
          rejectReason: '이미 사용된 코드입니다.',
        }),
      ]),
    ),
};

export const Empty: Story = () => <RefundRequestList />;
Empty.meta = {
  session: 'seller',
  path: '/seller/refund-requests',
  seed: (client: QueryClient, { page, token }: SeedKit) =>
    client.setQueryData(sellerBusinessKeys.refundList(token, firstPage), page([])),
};

export const InUsDollars: Story = () => <RefundRequestList />;
InUsDollars.meta = { ...EveryState.meta, currency: 'USD', locale: 'en' };

export const LoadingThenError: Story = () => <RefundRequestList />;
LoadingThenError.meta = { session: 'seller', path: '/seller/refund-requests' };
