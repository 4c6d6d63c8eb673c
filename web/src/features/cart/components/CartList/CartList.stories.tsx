import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { wireCart } from '../../../../../test/cart-data';
import { cartKeys } from '../../../../lib/cart-keys';
import { CartList } from './CartList';

export default { title: 'Cart / CartList' } satisfies StoryDefault;

/** What a story's `seed` gets (web/.ladle/components.tsx). */
type Kit = { answer: (response: unknown) => unknown; token: string | null };

/** A code and a coupon chosen; a withdrawn line and a party already joined cannot be. */
export const MixedCart: Story = () => <CartList />;
MixedCart.meta = {
  session: 'member',
  cartCount: 4,
  path: '/cart',
  seed: (client: QueryClient, { answer, token }: Kit) =>
    client.setQueryData(cartKeys.items(token), answer(wireCart())),
};

export const MixedCartInEnglishUsd: Story = () => <CartList />;
MixedCartInEnglishUsd.meta = { ...MixedCart.meta, locale: 'en', currency: 'USD' };

export const MixedCartInSpanish: Story = () => <CartList />;
MixedCartInSpanish.meta = { ...MixedCart.meta, locale: 'es' };

export const Empty: Story = () => <CartList />;
Empty.meta = {
  session: 'member',
  path: '/cart',
  seed: (client: QueryClient, { answer, token }: Kit) =>
    client.setQueryData(cartKeys.items(token), answer([])),
};

/** No answer: the load error with its retry. */
export const LoadFailed: Story = () => <CartList />;
LoadFailed.meta = { session: 'member', path: '/cart', offline: true };
