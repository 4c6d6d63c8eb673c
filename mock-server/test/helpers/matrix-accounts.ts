/**
 * The accounts of the authorization matrix, signed in through `POST /api/auth` in one session: the
 * seeded buyer, sellers and administrator, and a second buyer found in the generated world (a
 * verified member with paid orders of their own, so a real buyer rather than an empty account).
 */
import { DEFAULT_PASSWORD, type World, findBySeq } from '@market/world';
import type { FastifyInstance } from 'fastify';
import { signIn } from './raw-request';

export const ACCOUNTS = ['buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** What each account may reach by role (the contract's `metadata.auth` levels). */
export const LEVEL: Record<Account, 'member' | 'seller' | 'admin'> = {
  buyer: 'member',
  otherBuyer: 'member',
  seller: 'seller',
  otherSeller: 'seller',
  admin: 'admin',
};

const SEEDED_EMAIL: Record<Exclude<Account, 'otherBuyer'>, string> = {
  buyer: 'buyer@example.com',
  seller: 'seller@example.com',
  otherSeller: 'seller2@example.com',
  admin: 'admin@example.com',
};

/** The first open, verified, member-only account besides buyer@ that has paid for something. */
export function secondBuyerEmail(world: World): string {
  const buyer = world.users.find((user) => user.email === SEEDED_EMAIL.buyer);
  const other = world.users.find(
    (user) =>
      user.seq !== buyer?.seq &&
      user.removedAt === null &&
      user.verified &&
      user.roles.length === 1 &&
      user.roles[0] === 'MEMBER' &&
      world.orders.some((order) => order.userSeq === user.seq && order.paidAt !== null),
  );
  if (!other) throw new Error('the world has no second buyer');
  return other.email;
}

export interface SignedIn {
  seq: number;
  headers: Record<string, string>;
}

export async function signInAccounts(
  app: FastifyInstance,
  session: string,
): Promise<Record<Account, SignedIn>> {
  const world = app.store.session(session).world;
  const emails: Record<Account, string> = { ...SEEDED_EMAIL, otherBuyer: secondBuyerEmail(world) };
  const entries = await Promise.all(
    ACCOUNTS.map(
      async (account) => [account, await signIn(app, session, emails[account])] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Account, SignedIn>;
}

/** Signs in a member of the world found through a list route (a party member, say) by seq. */
export async function signInMember(
  app: FastifyInstance,
  session: string,
  seq: number,
): Promise<SignedIn> {
  const user = findBySeq(app.store.session(session).world.users, seq);
  if (!user) throw new Error(`no user ${seq}`);
  return signIn(app, session, user.email, DEFAULT_PASSWORD);
}
