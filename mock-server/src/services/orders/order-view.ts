/**
 * What the order mappers (mappers/order.ts) read besides records: the request's world, clock and
 * index of trades, and the look-ups and rules the services own — the post an item bought, the
 * membership it paid for, when an order confirms, who may see a secret, who holds a seat, what is
 * cancellable. The mappers only turn what this answers into wire shapes.
 */
import type { OrderStatus } from '@market/domain';
import { autoConfirmAt } from '@market/domain';
import type {
  OrderItemRecord,
  OrderRecord,
  PartyMemberRecord,
  PostRecord,
  ProductPostRecord,
  SubscriptionPostRecord,
  World,
} from '@market/fixtures';
import { currentSubscriptionStatus } from '../../mappers/posts';
import { awaitsConfirmation } from './confirmation';
import { TradeIndex } from './item-status';
import { membershipOfItem, postRecordOf } from './lookup';

export class OrderView {
  readonly trades: TradeIndex;

  constructor(
    readonly world: World,
    readonly now: number,
  ) {
    this.trades = new TradeIndex(world);
  }

  /** The post an item, cart line, review or refund names, even once deleted. */
  post(type: OrderItemRecord['postType'], seq: number): PostRecord {
    return postRecordOf(this.world, type, seq);
  }

  product(item: OrderItemRecord): ProductPostRecord {
    return this.post(item.postType, item.postSeq) as ProductPostRecord;
  }

  party(item: OrderItemRecord): SubscriptionPostRecord {
    return this.post('SUBSCRIPTION', item.postSeq) as SubscriptionPostRecord;
  }

  /** The membership an item of a party paid for; undefined when missing (reads as removed). */
  membership(order: OrderRecord, item: OrderItemRecord): PartyMemberRecord | undefined {
    return membershipOfItem(this.world, order, item);
  }

  /** When the order was confirmed, or will confirm itself (epoch ms); null when it will not. */
  confirmAt(order: OrderRecord): number | null {
    if (order.confirmedAt !== null) return order.confirmedAt;
    if (awaitsConfirmation(order)) return autoConfirmAt(new Date(order.paidAt!)).getTime();
    return null;
  }

  /** A secret reaches the buyer while the purchase stands: paid, and not refunded or cancelled. */
  showsSecret(status: OrderStatus): boolean {
    return status === 'PAID' || status === 'CONFIRMED' || status === 'REFUND_REQUESTED';
  }

  /** The party's account reaches a member who holds an approved seat of a standing purchase. */
  showsPartyAccount(member: PartyMemberRecord | undefined, status: OrderStatus): boolean {
    return member?.status === 'ACTIVE' && this.showsSecret(status);
  }

  /** The party's approved members other than the buyer. */
  otherActiveMembers(party: SubscriptionPostRecord, buyerSeq: number): PartyMemberRecord[] {
    return this.world.partyMembers.filter(
      (m) => m.postSeq === party.seq && m.status === 'ACTIVE' && m.userSeq !== buyerSeq,
    );
  }

  /**
   * Whether the member may leave now with money back: they hold a seat (approved, or paid and
   * awaiting approval), the purchase stands, and the party has not ended.
   */
  cancellable(order: OrderRecord, item: OrderItemRecord): boolean {
    const member = this.membership(order, item);
    const status = this.trades.statusOf(order, item.seq);
    return (
      (member?.status === 'ACTIVE' || member?.status === 'PENDING') &&
      (status === 'PAID' || status === 'CONFIRMED') &&
      currentSubscriptionStatus(this.world, this.party(item), this.now) !== 'ENDED'
    );
  }
}
