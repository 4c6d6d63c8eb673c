/**
 * Parties and chat in a test's world, found through the typed API rather than hard-coded ids: the
 * buyer's code and parties, their rooms, and the other members of a party. Generated members sign
 * in as `user<seq>@example.com` with the seeded password (world's buildUser).
 */
import type { Page } from '@playwright/test';
import type { MockWorld } from './mock-world';
import { accounts } from './env';

const auth = (token: string) => ({ extraHeaders: { api_key: `Bearer ${token}` } });

export async function tokenOf(world: MockWorld, email: string): Promise<string> {
  const session = await world.signIn(email);
  return session.token.value!;
}

/** The seller (seller@example.com)'s user seq. */
export async function sellerSeq(world: MockWorld): Promise<number> {
  return (await world.signIn(accounts.seller)).user.seq;
}

/** A digital code the buyer bought from seller@example.com, with its personal room opened. */
export async function buyerCodeChat(world: MockWorld) {
  const token = await tokenOf(world, accounts.buyer);
  const seller = await sellerSeq(world);
  const list = await world.api.orders.listCodeOrders({ query: { size: 50 }, ...auth(token) });
  if (list.status !== 200) throw new Error(`code orders: ${list.status}`);
  const item = list.body.response.find((order) => order.post.seller.seq === seller);
  if (!item) throw new Error('the buyer bought no code of seller@example.com');
  const room = await world.api.chat.openRoom({
    body: { roomType: 'PERSONAL', type: 'CODE', typeSeq: item.post.seq },
    ...auth(token),
  });
  if (room.status !== 200) throw new Error(`open room: ${room.status}`);
  return { orderSeq: item.seq, roomId: room.body.response.roomId, postSeq: item.post.seq };
}

type PartyPick = 'running' | 'full' | 'expiring' | 'ended';

/** One of the buyer's parties of seller@example.com, as the seeded world has them. */
export async function buyerParty(world: MockWorld, pick: PartyPick) {
  const token = await tokenOf(world, accounts.buyer);
  const seller = await sellerSeq(world);
  const list = await world.api.orders.listSubscriptionOrders({
    query: { size: 50 },
    ...auth(token),
  });
  if (list.status !== 200) throw new Error(`subscription orders: ${list.status}`);
  const mine = list.body.response.filter(
    (order) => order.post.seller.seq === seller && order.memberStatus === 'ACTIVE',
  );
  const status = {
    running: 'SUB_ON_SALE',
    full: 'COMPLETED',
    expiring: 'EXTENDABLE',
    ended: 'ENDED',
  }[pick];
  const item = mine.find((order) => order.post.status === status);
  if (!item) throw new Error(`the buyer has no ${pick} party of seller@example.com`);
  return { orderSeq: item.seq, post: item.post, buyerToken: token };
}

/** The founder's view of a party's members (GET /api/seller/subscribe/share/{seq}/member). */
export async function partyMembers(world: MockWorld, postSeq: number) {
  const token = await tokenOf(world, accounts.seller);
  const answer = await world.api.sellerPosts.listPartyMembers({
    params: { seq: postSeq },
    ...auth(token),
  });
  if (answer.status !== 200) throw new Error(`party members: ${answer.status}`);
  return answer.body.response;
}

/**
 * A third member for a party with an open seat: `email` buys a seat (cart, then an order paid with
 * e-money) and the founder approves it. Answers the new member's purchase (`orderSeq`).
 */
export async function joinParty(world: MockWorld, email: string, postSeq: number) {
  const token = await tokenOf(world, email);
  const line = await world.api.cart.addToCart({
    body: { type: 'SUBSCRIPTION', typeSeq: postSeq },
    ...auth(token),
  });
  if (line.status !== 201)
    throw new Error(`add to cart: ${line.status} ${JSON.stringify(line.body)}`);
  const order = await world.api.orders.createOrder({
    body: { carts: [line.body.response.seq] },
    ...auth(token),
  });
  if (order.status !== 201) {
    throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  }
  const userSeq = (await world.signIn(email)).user.seq;
  const seat = (await partyMembers(world, postSeq)).find(
    (member) => member.member.seq === userSeq && member.status === 'PENDING',
  );
  if (!seat) throw new Error(`${email} has no pending seat in party ${postSeq}`);
  const approved = await world.api.sellerPosts.approveMembership({
    params: { postSeq },
    body: { memberSeq: seat.seq },
    ...auth(await tokenOf(world, accounts.seller)),
  });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
  return { orderSeq: seat.productId };
}

/**
 * Puts every chat socket of a page under the test's control: `cut()` closes them and refuses new
 * ones until `restore()`; meanwhile the app retries on its own.
 */
export async function controlChatSocket(page: Page) {
  let blocked = false;
  const open: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/ws$/, (socket) => {
    if (blocked) {
      void socket.close({ code: 1012 });
      return;
    }
    socket.connectToServer();
    open.push({ close: () => socket.close({ code: 1012 }) });
  });
  return {
    async cut() {
      blocked = true;
      await Promise.all(open.splice(0).map((socket) => socket.close()));
    },
    restore() {
      blocked = false;
    },
  };
}

/** Sends a text into a room over HTTP as `email` (the other side, without a browser). */
export async function sendAs(world: MockWorld, email: string, roomId: string, message: string) {
  const token = await tokenOf(world, email);
  const answer = await world.api.chat.sendMessage({
    params: { id: roomId },
    body: { message },
    ...auth(token),
  });
  if (answer.status !== 201) throw new Error(`send: ${answer.status}`);
}
