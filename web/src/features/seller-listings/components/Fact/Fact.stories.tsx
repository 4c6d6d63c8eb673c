import type { Story, StoryDefault } from '@ladle/react';
import { Price } from '@/components/Price/Price';
import { Fact } from './Fact';

export default { title: 'Features / Seller listings / Fact' } satisfies StoryDefault;

export const Facts: Story = () => (
  <dl>
    <Fact label="판매 가격">
      <Price amountKrw={12_900} />
    </Fact>
    <Fact label="재고">7</Fact>
  </dl>
);

/** A long value with a word longer than the phone's width wraps inside its box. */
export const LongValueOnPhone: Story = () => (
  <dl>
    <Fact label="Account">
      netflix-family-sharing-profile-number-two-for-the-whole-household@example.com
    </Fact>
  </dl>
);
LongValueOnPhone.meta = { locale: 'en', width: 360 };
