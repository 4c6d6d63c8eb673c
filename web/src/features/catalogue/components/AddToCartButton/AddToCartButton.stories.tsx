import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import type { ComponentProps } from 'react';
import { wireCouponPost, wireViewer } from '@test/catalogue-data';
import { postState } from '@/features/catalogue/utils/post-state';
import { AddToCartButton } from './AddToCartButton';

export default { title: 'Features / Catalogue / AddToCartButton' } satisfies StoryDefault;

type Post = ComponentProps<typeof AddToCartButton>['post'];

function Button({ post, sold = false }: { post: Post; sold?: boolean }) {
  const state = postState(wireCouponPost(sold ? { status: 'SOLD' } : {}), new Date());
  return (
    <Box maw={420}>
      <AddToCartButton post={post} state={state} />
    </Box>
  );
}

/** A guest is sent to sign in first. */
export const Guest: Story = () => <Button post={{ type: 'COUPON', seq: 6, viewer: null }} />;

export const Member: Story = () => (
  <Button post={{ type: 'COUPON', seq: 6, viewer: wireViewer() }} />
);
Member.meta = { session: 'member' };

export const InCart: Story = () => (
  <Button post={{ type: 'COUPON', seq: 6, viewer: wireViewer({ inCart: true }) }} />
);
InCart.meta = { session: 'member' };

export const SoldOut: Story = () => (
  <Button post={{ type: 'COUPON', seq: 6, viewer: wireViewer() }} sold />
);
SoldOut.meta = { session: 'member' };

export const OwnPost: Story = () => (
  <Button post={{ type: 'COUPON', seq: 6, viewer: wireViewer({ own: true }) }} />
);
OwnPost.meta = { session: 'seller' };

export const Blocked: Story = () => (
  <Button post={{ type: 'COUPON', seq: 6, viewer: wireViewer({ blocked: true }) }} />
);
Blocked.meta = { session: 'member' };

export const Purchased: Story = () => (
  <Button post={{ type: 'COUPON', seq: 6, viewer: wireViewer({ purchased: true }) }} />
);
Purchased.meta = { session: 'member' };

export const GuestEnglish: Story = () => <Button post={{ type: 'COUPON', seq: 6, viewer: null }} />;
GuestEnglish.meta = { locale: 'en' };

export const GuestSpanish: Story = () => <Button post={{ type: 'COUPON', seq: 6, viewer: null }} />;
GuestSpanish.meta = { locale: 'es' };
