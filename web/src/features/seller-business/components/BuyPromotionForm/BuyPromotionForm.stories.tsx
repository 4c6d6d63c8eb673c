import type { Story, StoryDefault } from '@ladle/react';
import { BuyPromotionForm } from './BuyPromotionForm';

export default { title: 'Features / Seller business / BuyPromotionForm' } satisfies StoryDefault;

/** Ten UP units, priced with the first bulk band before buying. */
export const TenUnits: Story = () => <BuyPromotionForm />;
TenUnits.meta = { session: 'seller', path: '/seller/buy-perks' };

export const InUsDollars: Story = () => <BuyPromotionForm />;
InUsDollars.meta = { session: 'seller', path: '/seller/buy-perks', currency: 'USD', locale: 'en' };
