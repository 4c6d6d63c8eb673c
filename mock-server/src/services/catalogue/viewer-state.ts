/**
 * What the signed-in viewer has to do with a post (contract `PostViewerState`): their own post, in
 * their cart, bought (a coupon or code) or joined (a party), and blocked by the post's seller.
 */
import type { PostViewerState } from '@market/contract';
import { type OrderStatus, type PostType, holdsSeat } from '@market/domain';
import type { PostRecord, ProductPostRecord, UserRecord, World } from '@market/world';
import { rawField } from '../../store/session-world';
import { cartOfMember, membershipsOfMember, ordersOfMemberForPost } from '../indexes';

/** Orders whose items the buyer holds: paid and neither refunded nor cancelled. */
const HOLDING_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'PAID',
  'CONFIRMED',
  'REFUND_REQUESTED',
]);

function boughtProduct(world: World, viewerSeq: number, type: PostType, post: ProductPostRecord) {
  return ordersOfMemberForPost
    .of(world, `${viewerSeq}:${type}:${post.seq}`)
    .some((order) => HOLDING_STATUSES.has(order.status));
}

/** A seat taken in the party: awaiting the founder's approval or subscribing. */
function joinedParty(world: World, viewerSeq: number, postSeq: number) {
  return membershipsOfMember
    .of(world, viewerSeq)
    .some((m) => m.postSeq === postSeq && holdsSeat(m.status));
}

export function viewerState(
  world: World,
  viewer: UserRecord,
  type: PostType,
  post: PostRecord,
): PostViewerState {
  return {
    own: post.sellerSeq === viewer.seq,
    inCart: cartOfMember
      .of(world, viewer.seq)
      .some((item) => item.type === type && item.typeSeq === post.seq),
    purchased:
      type === 'SUBSCRIPTION'
        ? joinedParty(world, viewer.seq, post.seq)
        : boughtProduct(world, viewer.seq, type, post as ProductPostRecord),
    blocked: rawField(world, 'blocks').some(
      (b) => b.sellerSeq === post.sellerSeq && b.userSeq === viewer.seq,
    ),
  };
}
