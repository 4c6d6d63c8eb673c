import type { Story, StoryDefault } from '@ladle/react';
import type { Order } from '@market/contract';
import { StoryCache, storyLoading, storyPage } from '@test/story-cache';
import { wireOrder, wireOrderItem } from '@test/orders-data';
import { orderKeys, ORDERS_PAGE_SIZE } from '@/features/orders/api';
import { OrderList } from './OrderList';

export default { title: 'Features / Orders / OrderList' } satisfies StoryDefault;

const query = { page: 1, size: ORDERS_PAGE_SIZE };

function Seeded({ orders, totalPage = 1 }: { orders: Order[]; totalPage?: number }) {
  return (
    <StoryCache
      seed={(client, token) =>
        client.setQueryData(
          orderKeys.list(token, query),
          storyPage(orders, { totalCount: orders.length * totalPage, totalPage }),
        )
      }
    >
      <OrderList />
    </StoryCache>
  );
}

export const WithOrders: Story = () => (
  <Seeded
    totalPage={3}
    orders={[
      wireOrder({ id: 'ORD-3', items: [wireOrderItem(), wireOrderItem({ seq: 91 })] }),
      wireOrder({ id: 'ORD-2', status: 'CONFIRMED' }),
      wireOrder({ id: 'ORD-1', status: 'REFUNDED' }),
    ]}
  />
);
WithOrders.meta = { session: 'member', path: '/my/orders' };

export const Empty: Story = () => <Seeded orders={[]} />;
Empty.meta = { session: 'member', path: '/my/orders' };

/** The list could not be loaded (nothing answers): the error with its retry. */
export const LoadFailed: Story = () => <OrderList />;
LoadFailed.meta = {
  session: 'member',
  path: '/my/orders',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};

/** The first page has not answered yet: the skeleton. */
export const Loading: Story = () => (
  <StoryCache seed={(client, token) => storyLoading(client, orderKeys.list(token, query))}>
    <OrderList />
  </StoryCache>
);
Loading.meta = { session: 'member', path: '/my/orders' };
