/**
 * What the order mappers (mappers/order.ts) read besides records: the request's world, clock and
 * index of trades, and the look-ups and rules the services own — the post an item bought, the
 * membership it paid for, when an order confirms, who may see a secret, who holds a seat, what is
 * cancellable, what leaving a party gives back. The mappers only turn what this answers into wire
 * shapes.
 */
import { type MemberStatus, type OrderStatus, autoConfirmAt } from '@market/domain';
import {
  type OrderItemRecord,
  type OrderRecord,
  type PartyMemberRecord,
  type PostRecord,
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type UserRecord,
  type World,
  sharingEndRef,
} from '@market/world';
import {
  type ItemPostView,
  type ProductPostView,
  type SubscriptionPostView,
  itemPostView,
  productPostView,
  subscriptionPostView,
} from '../catalogue/post-view';
import { ledgerOfRef, membersOfParty } from '../indexes';
import { userOf } from '../members';
import { type PendingRequest, pendingRequestOf } from '../party-status';
import { awaitsConfirmation } from './due-confirmations';
import { TradeIndex } from './item-status';
import { lineRefundAt, paidForLine } from './line-refund';
import { membershipOfItem, postRecordOf } from './lookup';
import { refundableNow } from './refunds';

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

  /** The post an item, review or refund names, with its seller, categories and party facts. */
  itemPost(type: OrderItemRecord['postType'], seq: number): ItemPostView {
    return itemPostView(this.world, type, this.post(type, seq), this.now);
  }

  productPost(item: OrderItemRecord): ProductPostView {
    return productPostView(this.world, this.product(item));
  }

  partyPost(item: OrderItemRecord): SubscriptionPostView {
    return subscriptionPostView(this.world, this.party(item), this.now);
  }

  user(seq: number): UserRecord {
    return userOf(this.world, seq);
  }

  /** The membership an item of a party paid for; undefined when missing (reads as removed). */
  membership(order: OrderRecord, item: OrderItemRecord): PartyMemberRecord | undefined {
    return membershipOfItem(this.world, order, item);
  }

  /** The member's status in the party an item bought; a missing membership reads as removed. */
  memberStatus(order: OrderRecord, item: OrderItemRecord): MemberStatus {
    return this.membership(order, item)?.status ?? 'REMOVED';
  }

  /** The founder's request that waits for the buyer's answer, if any. */
  pendingRequest(order: OrderRecord, item: OrderItemRecord): PendingRequest | null {
    return pendingRequestOf(this.world, this.party(item), this.membership(order, item));
  }

  /** The buyer's share of an early end of the party, from the ledger (what was really paid). */
  compensation(order: OrderRecord, item: OrderItemRecord) {
    const party = this.party(item);
    if (party.sharingEnded === null) return null;
    const amount = ledgerOfRef
      .of(this.world, sharingEndRef(party.seq))
      .filter(
        (entry) =>
          entry.userSeq === order.userSeq &&
          entry.reason === 'COMPENSATION' &&
          entry.wallet === 'EMONEY',
      )
      .reduce((sum, entry) => sum + entry.amount, 0);
    if (amount <= 0) return null;
    return { amount, at: party.sharingEnded.at, by: party.sharingEnded.by };
  }

  /** The bank transfer the order still waits for; null once paid, cancelled or expired. */
  pendingTransfer(order: OrderRecord): OrderRecord['transfer'] {
    return order.status === 'AWAITING_TRANSFER' ? order.transfer : null;
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

  /** When an item confirms, shown while the purchase is paid or confirmed (epoch ms). */
  itemConfirmAt(order: OrderRecord, status: OrderStatus): number | null {
    return status === 'PAID' || status === 'CONFIRMED' ? this.confirmAt(order) : null;
  }

  /** The accounts of the party's approved members other than the buyer. */
  otherActiveMembers(party: SubscriptionPostRecord, buyerSeq: number): UserRecord[] {
    return membersOfParty
      .of(this.world, party.seq)
      .filter((m) => m.status === 'ACTIVE' && m.userSeq !== buyerSeq)
      .map((m) => this.user(m.userSeq));
  }

  /**
   * Whether the member may leave now with money back: they hold a seat (approved, or paid and
   * awaiting approval), the purchase stands, and the party has not ended.
   */
  /**
   * What leaving the party now would give back (a refund request of the seat): the figure the
   * approval pays, or nothing when the request would be refused (refunds.ts `refundableNow`).
   */
  leaving(order: OrderRecord, item: OrderItemRecord) {
    const sale = { order, item };
    const refundable = refundableNow(this.world, sale, this.now);
    const refund = refundable.ok ? refundable : lineRefundAt(this.world, sale, this.now);
    return {
      paidAmount: paidForLine(sale),
      usedDays: refund.usedDays,
      remainingDays: refund.remainingDays,
      refundAmount: refundable.ok ? refundable.amount : 0,
      cancellable: refundable.ok,
    };
  }
}
