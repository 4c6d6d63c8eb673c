import type { Story, StoryDefault } from '@ladle/react';
import { wireCart } from '@test/cart-data';
import { StoryCache, storyAnswer, storyLoading } from '@test/story-cache';
import { cartKeys } from '@/shared/cart-lines/api/cart-keys';
import { CartList } from './CartList';

export default { title: 'Cart / CartList' } satisfies StoryDefault;

function CartOf({ lines }: { lines: ReturnType<typeof wireCart> }) {
  return (
    <StoryCache
      seed={(client, token) => client.setQueryData(cartKeys.items(token), storyAnswer(lines))}
    >
      <CartList />
    </StoryCache>
  );
}

/** A code and a coupon chosen; a withdrawn line and a party already joined cannot be. */
export const MixedCart: Story = () => <CartOf lines={wireCart()} />;
MixedCart.meta = { session: 'member', cartCount: 4, path: '/cart' };

export const MixedCartInEnglishUsd: Story = () => <CartOf lines={wireCart()} />;
MixedCartInEnglishUsd.meta = {
  session: 'member',
  cartCount: 4,
  path: '/cart',
  locale: 'en',
  currency: 'USD',
};

export const MixedCartInSpanish: Story = () => <CartOf lines={wireCart()} />;
MixedCartInSpanish.meta = { session: 'member', cartCount: 4, path: '/cart', locale: 'es' };

export const Empty: Story = () => <CartOf lines={[]} />;
Empty.meta = { session: 'member', path: '/cart' };

/** No answer: the load error with its retry. */
export const LoadFailed: Story = () => <CartList />;
LoadFailed.meta = {
  session: 'member',
  path: '/cart',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};

/** The cart has not answered yet: its skeleton. */
export const Loading: Story = () => (
  <StoryCache seed={(client, token) => storyLoading(client, cartKeys.items(token))}>
    <CartList />
  </StoryCache>
);
Loading.meta = { session: 'member', path: '/cart', shows: 'skeleton' };
