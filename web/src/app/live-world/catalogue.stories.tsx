/**
 * The catalogue against a live world (test/live-world.tsx): the app's real pages over the mock's
 * seeded small world, run in the Ladle page. Browse, search and open a post: every screen asks
 * the world, and every link leads on to the next page.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { withLiveWorld } from '@test/live-world';
import { couponToBuy, popularSearchPath } from '@test/live-world-places';
import { AppRoutes } from '../router';

export default { title: 'Live world / Catalogue' } satisfies StoryDefault;

export const Browse: Story = () => <AppRoutes />;
Browse.meta = { path: '/ecoupons' };
Browse.decorators = [withLiveWorld()];

export const Search: Story = () => <AppRoutes />;
Search.decorators = [withLiveWorld({ startAt: popularSearchPath })];

export const PostDetail: Story = () => <AppRoutes />;
PostDetail.decorators = [
  withLiveWorld({
    startAt: (world) => `/ecoupons/${couponToBuy(world, 'buyer@example.com').seq}`,
  }),
];
