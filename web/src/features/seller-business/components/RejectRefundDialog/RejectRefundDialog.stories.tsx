import type { Story, StoryDefault } from '@ladle/react';
import { RejectRefundDialog } from './RejectRefundDialog';

export default { title: 'Features / Seller business / RejectRefundDialog' } satisfies StoryDefault;

export const Open: Story = () => (
  <RejectRefundDialog opened onClose={() => undefined} onReject={() => undefined} />
);
Open.meta = { session: 'seller', path: '/seller/refund-requests' };

export const Sending: Story = () => (
  <RejectRefundDialog opened pending onClose={() => undefined} onReject={() => undefined} />
);
Sending.meta = { session: 'seller', path: '/seller/refund-requests' };
