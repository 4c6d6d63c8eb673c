import type { Story, StoryDefault } from '@ladle/react';
import { InquiryForm } from './InquiryForm';

export default { title: 'Features / Inquiries / InquiryForm' } satisfies StoryDefault;

export const Empty: Story = () => <InquiryForm />;
Empty.meta = { session: 'member' };

export const PaymentChosenInEnglish: Story = () => (
  <InquiryForm category="PAYMENT" email="buyer@example.com" />
);
PaymentChosenInEnglish.meta = { session: 'member', locale: 'en' };
