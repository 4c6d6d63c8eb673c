import type { Story, StoryDefault } from '@ladle/react';
import { wireCart } from '@test/cart-data';
import { StoryCache, storyAnswer, storyLoading } from '@test/story-cache';
import { cartKeys } from '@/shared/cart-lines/api/cart-keys';
import { balanceKeys } from '@/shared/balances/api/balance-keys';
import { checkoutKeys } from '@/features/checkout/api/checkout-keys';
import { Checkout } from './Checkout';

export default { title: 'Checkout / Checkout' } satisfies StoryDefault;

function Seeded({ items }: { items: string }) {
  return (
    <StoryCache
      seed={(client, token) => {
        client.setQueryData(cartKeys.items(token), storyAnswer(wireCart()));
        client.setQueryData(
          balanceKeys.credits(token),
          storyAnswer({ emoney: 50_000, points: 3_000 }),
        );
        client.setQueryData(
          checkoutKeys.orderFee(),
          storyAnswer({ rate: 0, fixedAmount: 200, description: null }),
        );
      }}
    >
      <Checkout items={items} />
    </StoryCache>
  );
}

export const Loaded: Story = () => <Seeded items="1,2" />;
Loaded.meta = { session: 'member', path: '/checkout?items=1,2' };

/** None of the chosen lines is in the cart any more. */
export const NothingToCheckOut: Story = () => <Seeded items="98,99" />;
NothingToCheckOut.meta = { session: 'member', path: '/checkout?items=98,99', locale: 'en' };

/** No answer: the load error with its retry. */
export const LoadFailed: Story = () => <Checkout items="1,2" />;
LoadFailed.meta = {
  session: 'member',
  path: '/checkout?items=1,2',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};

/** The cart, the balances and the fee have not answered yet: the skeleton. */
export const Loading: Story = () => (
  <StoryCache
    seed={(client, token) =>
      storyLoading(
        client,
        cartKeys.items(token),
        balanceKeys.credits(token),
        checkoutKeys.orderFee(),
      )
    }
  >
    <Checkout items="1,2" />
  </StoryCache>
);
Loading.meta = { session: 'member', path: '/checkout?items=1,2', shows: 'skeleton' };
