import type { Story, StoryDefault } from '@ladle/react';
import { RefundSection } from './RefundSection';

export default { title: 'Features / Orders / RefundSection' } satisfies StoryDefault;

/** A paid purchase: the button that opens the request form. */
export const CanRequest: Story = () => (
  <RefundSection productId={90} refundStatus={null} canRequest />
);
CanRequest.meta = { session: 'member' };

export const Requested: Story = () => (
  <RefundSection productId={90} refundStatus="REQUESTED" canRequest={false} />
);
export const Approved: Story = () => (
  <RefundSection productId={90} refundStatus="APPROVED" canRequest={false} />
);
export const RejectedInSpanish: Story = () => (
  <RefundSection productId={90} refundStatus="REJECTED" canRequest={false} />
);
RejectedInSpanish.meta = { locale: 'es' };
