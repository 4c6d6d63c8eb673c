/**
 * Addresses in the seeded world for the live-world stories' `startAt` (test/live-world.tsx): read
 * from the world rather than written down, so that a change of the generator moves the stories
 * with it instead of leaving them on a not-found page.
 */
import { toDateString } from '@market/domain';
import type { SeededAccount, SeededWorld } from './live-world';

function userSeq(world: SeededWorld, email: SeededAccount): number {
  const user = world.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`The seeded world has no ${email}`);
  return user.seq;
}

/** An e-coupon on sale that `buyer` may buy (someone else's, not expired), newest first. */
export function couponToBuy(
  world: SeededWorld,
  buyer: SeededAccount,
): SeededWorld['couponPosts'][number] {
  const buyerSeq = userSeq(world, buyer);
  const today = toDateString(new Date(world.now));
  const post = world.couponPosts.findLast(
    (candidate) =>
      candidate.status === 'ON_SALE' &&
      candidate.deletedAt === null &&
      candidate.cancelled === null &&
      candidate.sellerSeq !== buyerSeq &&
      candidate.expiresAt > today,
  );
  if (!post) throw new Error(`The seeded world has no e-coupon for ${buyer} to buy`);
  return post;
}

/** The page of the latest e-coupon `buyer` bought that has a chat with its seller. */
export function couponChatPath(world: SeededWorld, buyer: SeededAccount): string {
  const buyerSeq = userSeq(world, buyer);
  const rooms = new Set(world.chatRooms.map((room) => room.roomId));
  const item = world.orders
    .filter((order) => order.userSeq === buyerSeq && order.status !== 'CANCELLED')
    .flatMap((order) => order.items)
    .findLast(
      (line) => line.postType === 'COUPON' && rooms.has(`p-coupon-${line.postSeq}-${buyerSeq}`),
    );
  if (!item) throw new Error(`The seeded world has no e-coupon chat of ${buyer}`);
  return `/my/ecoupons/${item.seq}/chat`;
}

/** The search page of the world's most asked keyword. */
export function popularSearchPath(world: SeededWorld): string {
  const [top] = [...world.popularKeywords].sort((a, b) => b.count - a.count);
  return `/search/${encodeURIComponent(top?.keyword ?? 'Netflix')}`;
}

/** The buyer page of the latest e-coupon `seller` sold: who bought it, and the sale's state. */
export function soldCouponPath(world: SeededWorld, seller: SeededAccount): string {
  const sellerSeq = userSeq(world, seller);
  const post = world.couponPosts.findLast(
    (candidate) =>
      candidate.sellerSeq === sellerSeq && candidate.status === 'SOLD' && candidate.soldOrderId,
  );
  if (!post) throw new Error(`The seeded world has no e-coupon that ${seller} sold`);
  return `/seller/ecoupons/${post.seq}/buyer`;
}
