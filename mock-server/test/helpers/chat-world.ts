/**
 * Who can chat with whom in the test world, found from its trades (not from its seeded rooms), so
 * that the chat tests do not depend on particular seqs of the generator.
 */
import { daysBetween, isSubscriptionChatOpen } from '@market/domain';
import type { ProductPostRecord, SubscriptionPostRecord, World } from '@market/world';
import { TEST_NOW, testWorld } from './build';
import { actor } from './market';

export function userSeqOf(email: string, world: World = testWorld()): number {
  const user = world.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`the test world has no ${email}`);
  return user.seq;
}

/** Signs a user in to a session the way the sign-in route does: its token and auth headers. */
export const signIn = actor;

export const activeMemberSeqs = (post: SubscriptionPostRecord, world: World = testWorld()) =>
  world.partyMembers
    .filter((member) => member.postSeq === post.seq && member.status === 'ACTIVE')
    .map((member) => member.userSeq);

const chatOpen = (post: SubscriptionPostRecord) => isSubscriptionChatOpen(post, new Date(TEST_NOW));

/** A party whose chat is open and that has at least two active members besides its founder. */
export function busyParty(world: World = testWorld()): SubscriptionPostRecord {
  const party = world.subscriptionPosts.find(
    (post) => chatOpen(post) && activeMemberSeqs(post, world).length >= 2,
  );
  if (!party) throw new Error('the test world has no open party with two members');
  return party;
}

/** An open party with an active member, ending soonest: the one to move past its end. */
export function endingParty(world: World = testWorld()): {
  party: SubscriptionPostRecord;
  /** Days to advance the clock so that the party has ended. */
  daysToEnd: number;
} {
  const parties = world.subscriptionPosts
    .filter((post) => chatOpen(post) && activeMemberSeqs(post, world).length > 0)
    .sort((a, b) => a.subscriptionEndsAt.localeCompare(b.subscriptionEndsAt));
  const party = parties[0];
  if (!party) throw new Error('the test world has no open party with members');
  return { party, daysToEnd: daysBetween(new Date(TEST_NOW), party.subscriptionEndsAt) + 1 };
}

/** A coupon or code sold to a buyer, with its seller and buyer. */
export function soldProduct(
  buyerSeq: number,
  world: World = testWorld(),
): { type: 'COUPON' | 'CODE'; post: ProductPostRecord; buyerSeq: number } {
  for (const type of ['CODE', 'COUPON'] as const) {
    const posts = type === 'CODE' ? world.codePosts : world.couponPosts;
    for (const post of posts) {
      const order = world.orders.find((candidate) => candidate.id === post.soldOrderId);
      if (order?.userSeq === buyerSeq && order.paidAt !== null) return { type, post, buyerSeq };
    }
  }
  throw new Error(`the test world sold no coupon or code to user ${buyerSeq}`);
}

/** A coupon or code nobody has bought. */
export function unsoldProduct(world: World = testWorld()): ProductPostRecord {
  const post = world.codePosts.find((candidate) => candidate.soldOrderId === null);
  if (!post) throw new Error('the test world has no unsold code');
  return post;
}

/** A member of the world who is neither the seller nor a buyer or party member of any of `posts`. */
export function strangerTo(
  posts: ReadonlyArray<{ sellerSeq: number; seq: number }>,
  world: World = testWorld(),
): number {
  const involved = new Set<number>();
  for (const post of posts) {
    involved.add(post.sellerSeq);
    for (const member of world.partyMembers) {
      if (member.postSeq === post.seq) involved.add(member.userSeq);
    }
    for (const order of world.orders) {
      if (order.items.some((item) => item.postSeq === post.seq)) involved.add(order.userSeq);
    }
  }
  const stranger = world.users.find((user) => !involved.has(user.seq) && user.removedAt === null);
  if (!stranger) throw new Error('the test world has no stranger');
  return stranger.seq;
}
