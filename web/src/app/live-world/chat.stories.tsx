/**
 * Chat against a live world (test/live-world.tsx): the seeded buyer's room with the seller of an
 * e-coupon they bought, over the mock's chat socket in the page (MSW's WebSocket interception).
 * A message sent here is answered by the room as the server would: it shows, and stays when the
 * room is opened again (until the story is shown afresh and the world goes back to its seed).
 */
import type { Story, StoryDefault } from '@ladle/react';
import { withLiveWorld } from '@test/live-world';
import { couponChatPath } from '@test/live-world-places';
import { AppRoutes } from '../router';

export default { title: 'Live world / Chat' } satisfies StoryDefault;

export const RoomWithSeller: Story = () => <AppRoutes />;
RoomWithSeller.decorators = [
  withLiveWorld({
    signedInAs: 'buyer@example.com',
    startAt: (world) => couponChatPath(world, 'buyer@example.com'),
  }),
];
