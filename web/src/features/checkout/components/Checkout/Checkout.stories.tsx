import type { Story, StoryDefault } from '@ladle/react';
import type { QueryClient } from '@tanstack/react-query';
import { wireCart } from '../../../../../test/cart-data';
import { cartKeys } from '../../../../lib/cart-keys';
import { walletKeys } from '../../../../lib/wallet-keys';
import { checkoutKeys } from '../../api/checkout-keys';
import { Checkout } from './Checkout';

export default { title: 'Checkout / Checkout' } satisfies StoryDefault;

const seeded = {
  session: 'member' as const,
  path: '/checkout?items=1,2',
  seed: (
    client: QueryClient,
    kit: { answer: (response: unknown) => unknown; token: string | null },
  ) => {
    client.setQueryData(cartKeys.items(kit.token), kit.answer(wireCart()));
    client.setQueryData(walletKeys.credits(), kit.answer({ emoney: 50_000, points: 3_000 }));
    client.setQueryData(
      checkoutKeys.orderFee(),
      kit.answer({ rate: 0, fixedAmount: 200, description: null }),
    );
  },
};

export const Loaded: Story = () => <Checkout items="1,2" />;
Loaded.meta = seeded;

/** None of the chosen lines is in the cart any more. */
export const NothingToCheckOut: Story = () => <Checkout items="98,99" />;
NothingToCheckOut.meta = { ...seeded, locale: 'en' };

/** No answer: the load error with its retry. */
export const LoadFailed: Story = () => <Checkout items="1,2" />;
LoadFailed.meta = { session: 'member', path: '/checkout?items=1,2', offline: true };
