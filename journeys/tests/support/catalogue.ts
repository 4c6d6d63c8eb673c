/**
 * What the test's world holds, read through the product API (typed by the contract), to know what
 * the pages must show.
 */
import type { MockWorld } from './mock-world';

/** The payload of a 200 answer; anything else fails the test with the answer. */
function payload<A extends { status: number; body: unknown }>(
  answer: A,
  what: string,
): Extract<A, { status: 200 }>['body'] extends { response: infer R } ? R : never {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return (answer.body as { response: never }).response;
}

async function subscriptionPosts(world: MockWorld) {
  return payload(
    await world.api.catalogue.listSubscriptionPosts({ query: { page: 1 } }),
    'subscription list',
  );
}

/** The first subscription post of the list that is open for new members. */
export async function openSubscriptionPost(world: MockWorld) {
  const post = (await subscriptionPosts(world)).find((p) => p.status === 'SUB_ON_SALE');
  if (!post) throw new Error('the seeded world has no open subscription post');
  return post;
}

export async function firstCoupon(world: MockWorld) {
  const [post] = payload(await world.api.catalogue.listCoupons({ query: { page: 1 } }), 'coupons');
  if (!post) throw new Error('the seeded world has no coupons');
  return post;
}

export async function firstDigitalCode(world: MockWorld) {
  const [post] = payload(
    await world.api.catalogue.listDigitalCodes({ query: { page: 1 } }),
    'digital codes',
  );
  if (!post) throw new Error('the seeded world has no digital codes');
  return post;
}

export async function trendingKeywords(world: MockWorld) {
  return payload(await world.api.catalogue.listPopularKeywords(), 'popular keywords');
}

export async function popupsRunningNow(world: MockWorld) {
  return payload(await world.api.content.listPopups(), 'popups');
}

export async function usdRate(world: MockWorld): Promise<number> {
  return payload(await world.api.catalogue.getExchangeRate(), 'exchange rate').usd;
}

/** `4,700원`: Korean won as the Korean page writes it. */
export function koreanWon(amount: number): string {
  return `${amount.toLocaleString('en-US')}원`;
}

/** `3.39`: an amount of won in dollars at `rate`, two decimals, halves away from zero. */
export function dollars(amountKrw: number, rate: number): string {
  const cents = Math.round((amountKrw / rate) * 100 + Number.EPSILON);
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
}
