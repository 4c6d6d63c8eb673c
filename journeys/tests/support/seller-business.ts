/**
 * The seller's side of a test's world for the seller-console journeys and sweep: the seller's own
 * lists read through the typed API with the seller's token.
 */
import { accounts } from './env';
import type { MockWorld } from './mock-world';

/** The `api_key` header of a member of the test's world. */
export async function authOf(world: MockWorld, email: string) {
  const session = await world.signIn(email);
  return { api_key: `Bearer ${session.token.value}` };
}

/** A call that must succeed: its envelope's payload, or a thrown error naming the status. */
export function okResponse<T>(answer: { status: number; body: unknown }, what: string): T {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { response: T }).response;
}

export async function firstSellerNotice(world: MockWorld) {
  const answer = await world.api.content.listSellerNotices({
    query: { page: 1, size: 1 },
    extraHeaders: await authOf(world, accounts.seller),
  });
  const [notice] = okResponse<{ seq: number; title: string }[]>(answer, 'seller notices');
  if (!notice) throw new Error('the seeded world has no seller notice');
  return notice;
}

export async function firstSellerGuide(world: MockWorld) {
  const answer = await world.api.seller.listSellerGuides({
    query: { page: 1, size: 1 },
    extraHeaders: await authOf(world, accounts.seller),
  });
  const [guide] = okResponse<{ seq: number; title: string }[]>(answer, 'seller guides');
  if (!guide) throw new Error('the seeded world has no seller guide');
  return guide;
}
