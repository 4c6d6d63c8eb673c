/**
 * The seller console's own records as the wire shows them (contract `schemas/seller.ts`): payouts,
 * blocked members (with the reason, which only the seller who wrote it ever sees), the console's
 * guides and the perks page. The console's notices are notices like the public ones (`toNotice`).
 */
import type { BlockedMember, Payout, SellerGuide, SellerPerk } from '@market/contract';
import type { PromotionItemPrice } from '@market/domain';
import type {
  ArticleRecord,
  BlockRecord,
  PayoutRecord,
  PerkRecord,
  UserRecord,
} from '@market/world';
import { toMemberSummary } from './user';
import { wireDateTime, wireDateTimeOrNull, wireText } from './wire';

/** A payout settles the month's net sales: the brokerage was kept when each sale confirmed. */
export function toPayout(record: PayoutRecord): Payout {
  return {
    seq: record.seq,
    name: wireText(record.name),
    amount: record.amount,
    fee: 0,
    netAmount: record.amount,
    status: record.status,
    createdAt: wireDateTime(record.createdAt),
    completedAt: wireDateTimeOrNull(record.completedAt),
  };
}

/** A block with the blocked member's account. */
export function toBlockedMember(block: BlockRecord, member: UserRecord): BlockedMember {
  return {
    userSeq: block.userSeq,
    member: toMemberSummary(member),
    reason: block.reason,
    blockedAt: wireDateTime(block.createdAt),
  };
}

export function toSellerGuide(record: ArticleRecord): SellerGuide {
  return {
    seq: record.seq,
    title: wireText(record.title),
    body: wireText(record.body),
    createdAt: wireDateTime(record.createdAt),
  };
}

const won = (amount: number) => amount.toLocaleString('en-US');

/**
 * A bundle of promotion units, described at the price the seller is charged for it (the caller
 * passes domain's `promotionItemPrice`), so the perks page and the purchase never disagree.
 */
export function toSellerPerk(record: PerkRecord, price: PromotionItemPrice): SellerPerk {
  const saving = price.discount > 0;
  return {
    seq: record.seq,
    title: wireText(record.name),
    description: wireText({
      ko: `${record.units}개 ${won(price.total)}원${saving ? ` (${won(price.discount)}원 할인)` : ''}`,
      en: `${record.units} for ₩${won(price.total)}${saving ? ` (₩${won(price.discount)} off)` : ''}`,
      es: `${record.units} por ${won(price.total)} KRW${saving ? ` (${won(price.discount)} KRW de descuento)` : ''}`,
    }),
    imageUrl: null,
    linkUrl: null,
  };
}
