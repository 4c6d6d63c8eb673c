import type { Story, StoryDefault } from '@ladle/react';
import { notBuyableReasons, type Buyability } from '@market/domain';
import { wireCart, wireCartItem } from '@test/cart-data';
import { CartLine } from './CartLine';

export default { title: 'Cart / CartLine' } satisfies StoryDefault;

const noop = () => undefined;

function Line({ buyability, selected = true }: { buyability: Buyability; selected?: boolean }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
      <CartLine
        item={wireCartItem()}
        buyability={buyability}
        selected={selected}
        onSelectedChange={noop}
        onRemove={noop}
        removing={false}
      />
    </ul>
  );
}

export const Chosen: Story = () => <Line buyability={{ buyable: true }} />;
export const NotChosen: Story = () => <Line buyability={{ buyable: true }} selected={false} />;
export const SoldOut: Story = () => <Line buyability={{ buyable: false, reason: 'SOLD_OUT' }} />;

/** Every reason a line cannot be bought, as the member reads it. */
export const EveryReason: Story = () => (
  <>
    {notBuyableReasons.map((reason) => (
      <Line key={reason} buyability={{ buyable: false, reason }} />
    ))}
  </>
);
EveryReason.meta = { locale: 'en' };

export const Removing: Story = () => (
  <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
    <CartLine
      item={wireCart()[1]!}
      buyability={{ buyable: true }}
      selected
      onSelectedChange={noop}
      onRemove={noop}
      removing
    />
  </ul>
);
Removing.meta = { locale: 'es', currency: 'USD' };
