/**
 * The founder's parties: opening one, editing it while it runs, and the console's list with the
 * status filter of SPEC §4 (open = SUB_ON_SALE, closed = COMPLETED, expiring = EXTENDABLE) applied to
 * the status as of now.
 */
import type { SubscriptionPostBody } from '@market/contract';
import {
  type SubscriptionStatusFilter,
  subscriptionPostFormSchema,
  toSubscriptionStatus,
} from '@market/domain';
import { type SubscriptionPostRecord, type World, nextSeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { currentSubscriptionStatus } from '../party-status';
import { seatsTaken } from '../orders/lookup';
import {
  assertForm,
  assertLeafCategory,
  consoleListFilter,
  newListingState,
  sellerText,
} from '../seller/listing';
import { ownParty } from '../seller/ownership';
import { newestFirst } from '../newest-first';
import { partiesOfSeller } from '../indexes';

/** The parsed body (defaults applied). */
export type PartyBody = SubscriptionPostBody & { thumbnailUrl: string | null };

const listingOf = (body: PartyBody) => ({
  title: sellerText(body.title),
  content: body.content ?? '',
  categorySeq: body.categorySeq,
  price: body.price,
  thumbnailUrl: body.thumbnailUrl ?? body.images?.[0] ?? null,
  countries: (body.countries ?? []).map((code) => code.toUpperCase()),
  images: body.images ?? [],
  sharingType: body.sharingType,
  memberLimit: body.memberLimit,
  subscriptionStartsAt: body.subscriptionStartsAt,
  subscriptionEndsAt: body.subscriptionEndsAt,
  productId: body.productId,
  accountInfo: body.accountInfo,
  priceBaseDuration: body.priceBaseDuration,
});

function checkBody(world: World, body: PartyBody, now: number): void {
  assertForm(subscriptionPostFormSchema(new Date(now)), body);
  assertLeafCategory(world, 'SUBSCRIPTION', body.categorySeq);
}

/** Stores a new party, recruiting; `renewedFromSeq` links a renewal to the party it continues. */
export function insertParty(
  world: World,
  sellerSeq: number,
  body: PartyBody,
  now: number,
  renewedFromSeq: number | null = null,
): SubscriptionPostRecord {
  const post: SubscriptionPostRecord = {
    seq: nextSeq(world, 'subscriptionPosts'),
    sellerSeq,
    ...listingOf(body),
    ...newListingState(now),
    status: 'SUB_ON_SALE',
    renewedPostSeq: null,
    renewedFromSeq,
    recruitmentClosedAt: null,
    sharingEnded: null,
  };
  world.subscriptionPosts.push(post);
  return post;
}

export function createParty(
  world: World,
  sellerSeq: number,
  body: PartyBody,
  now: number,
): SubscriptionPostRecord {
  checkBody(world, body, now);
  return insertParty(world, sellerSeq, body, now);
}

/**
 * Replaces a running party's details: 409 SUBSCRIPTION_ENDED once it ended, 409 INVALID_STATE when
 * the member limit would fall below the seats already taken (pending members hold theirs).
 */
export function editParty(
  world: World,
  sellerSeq: number,
  seq: number,
  body: PartyBody,
  now: number,
): SubscriptionPostRecord {
  const post = ownParty(world, sellerSeq, seq);
  if (currentSubscriptionStatus(world, post, now) === 'ENDED') {
    throw new ApiFailure('SUBSCRIPTION_ENDED', 'The party has ended: it can no longer be edited');
  }
  const taken = seatsTaken(world, post.seq);
  if (body.memberLimit < taken) {
    throw new ApiFailure(
      'INVALID_STATE',
      `The party already has ${taken} members: the limit cannot be ${body.memberLimit}`,
    );
  }
  checkBody(world, body, now);
  Object.assign(post, listingOf(body), { updatedAt: now });
  return post;
}

/** The founder's parties, newest first, by category (any depth), keyword and status as of now. */
export function partiesOf(
  world: World,
  sellerSeq: number,
  filter: {
    category?: number | undefined;
    keyword?: string | undefined;
    status?: SubscriptionStatusFilter | undefined;
  },
  now: number,
): SubscriptionPostRecord[] {
  const status = filter.status === undefined ? undefined : toSubscriptionStatus(filter.status);
  const listed = consoleListFilter(world, sellerSeq, filter);
  return partiesOfSeller
    .of(world, sellerSeq)
    .filter(
      (post) =>
        listed(post) &&
        (status === undefined || currentSubscriptionStatus(world, post, now) === status),
    )
    .sort(newestFirst);
}
