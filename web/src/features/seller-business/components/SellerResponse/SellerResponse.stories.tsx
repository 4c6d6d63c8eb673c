import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import { SellerResponse } from './SellerResponse';

export default { title: 'Features / Seller business / SellerResponse' } satisfies StoryDefault;

const noop = () => undefined;

export const NoResponse: Story = () => (
  <Box maw={720}>
    <SellerResponse
      kind="review"
      response={null}
      onSave={noop}
      onDelete={noop}
      saving={false}
      deleting={false}
    />
  </Box>
);
NoResponse.meta = { session: 'seller', path: '/seller/reviews', locale: 'en' };

export const Saved: Story = () => (
  <Box maw={720}>
    <SellerResponse
      kind="comment"
      response={{
        content: 'Thanks for the feedback! '.repeat(8),
        createdAt: '2026-11-21 10:00:00',
        updatedAt: '2026-11-22 10:00:00',
      }}
      onSave={noop}
      onDelete={noop}
      saving={false}
      deleting={false}
    />
  </Box>
);
Saved.meta = { session: 'seller', path: '/seller/comments', locale: 'es' };
