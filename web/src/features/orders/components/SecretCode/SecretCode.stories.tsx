import type { Story, StoryDefault } from '@ladle/react';
import { SecretCode } from './SecretCode';

export default { title: 'Features / Orders / SecretCode' } satisfies StoryDefault;

/** Hidden until revealed; reveal and copy from here. */
export const Pin: Story = () => <SecretCode value="1234-5678-9012" label="PIN 번호" />;

export const LongCodeOnAPhone: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <SecretCode value={'GPLAY-ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ12-3456-7890'} label="Code" />
  </div>
);
LongCodeOnAPhone.meta = { locale: 'en' };

/** Refunded or cancelled: the secret is gone. */
export const Unavailable: Story = () => <SecretCode value={null} label="PIN 번호" />;
