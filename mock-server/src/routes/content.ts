/**
 * Operator content and support inquiries (contract `content`): notice boards, FAQ, the banners
 * and popups showing now on the session's clock, terms, our services, fee tables, and each
 * member's own inquiries.
 */
import { success, successPage } from '@market/contract';
import {
  type PaymentMethod,
  WITHDRAWAL_METHOD_FEE_KRW,
  type WithdrawalMethod,
} from '@market/domain';
import type { BannerRecord, TermsRecord } from '@market/world';
import { pagedResponse } from '../http/paged-response';
import { toBanner, toFaq, toInquiry, toOurService, toPopup, toTerms } from '../mappers/content';
import { noticeBoard, recentNotice } from '../services/catalogue/notices';
import { localizedTextsMatch, searchTerms } from '../services/catalogue/search-text';
import { createInquiry, inquiriesOf } from '../services/content/inquiries';
import { defineResource } from './define-resource';
import { orderFeeTerms, withdrawalFeeTerms } from '../services/fees';

/** Shown while `startsAt <= now < endsAt`, in display order. */
function showing(records: readonly BannerRecord[], now: number): BannerRecord[] {
  return records
    .filter((r) => r.startsAt <= now && now < r.endsAt)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.seq - b.seq);
}

/**
 * The terms of a type in force now (the latest already effective; before the first takes effect,
 * the first), with its edition number.
 */
function currentTerms(records: readonly TermsRecord[], now: number) {
  const editions = [...records].sort((a, b) => a.effectiveAt - b.effectiveAt || a.seq - b.seq);
  let current = 0;
  editions.forEach((edition, i) => {
    if (edition.effectiveAt <= now) current = i;
  });
  const record = editions[current];
  return record === undefined ? undefined : { record, version: current + 1 };
}

/**
 * Payment methods and their fee. Members pay orders from prepaid e-money and points, which carry no
 * fee; the world's payment rate is what a bank transfer (an e-money top-up) costs.
 */
const PAYMENT_METHODS: readonly PaymentMethod[] = ['EMONEY', 'POINTS', 'BANK_TRANSFER'];
const WITHDRAWAL_METHODS = Object.keys(WITHDRAWAL_METHOD_FEE_KRW) as WithdrawalMethod[];

export const contentResource = defineResource('content', () => ({
  listNotices: async ({ query, request }) => {
    const board = noticeBoard(request.world.notices, query);
    return { status: 200, body: successPage(board.items, board.pagination) };
  },

  getRecentNotice: async ({ request }) => ({
    status: 200,
    body: success(recentNotice(request.world.notices)),
  }),

  listSellerNotices: async ({ query, request }) => {
    const board = noticeBoard(request.world.sellerNotices, query);
    return { status: 200, body: successPage(board.items, board.pagination) };
  },

  listFaqs: async ({ query, request }) => {
    const terms = searchTerms(query.keyword);
    const faqs = request.world.faqs
      .filter((f) => query.category === undefined || f.category === query.category)
      .filter((f) => localizedTextsMatch([f.question, f.answer], terms))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.seq - b.seq);
    return pagedResponse(faqs, query, toFaq);
  },

  listMainBanners: async ({ request }) => ({
    status: 200,
    body: success(showing(request.world.banners, request.now).map(toBanner)),
  }),

  listPopups: async ({ request }) => ({
    status: 200,
    body: success(showing(request.world.popups, request.now).map(toPopup)),
  }),

  getTerms: async ({ query, request }) => {
    const terms = currentTerms(
      request.world.terms.filter((t) => t.type === query.type),
      request.now,
    );
    // Every world holds each type of terms; a missing one is a broken world, not a caller's error.
    if (!terms) throw new Error(`The world has no ${query.type} terms`);
    return { status: 200, body: success(toTerms(terms.record, terms.version)) };
  },

  listOurServices: async ({ request }) => ({
    status: 200,
    body: success(
      [...request.world.ourServices]
        .sort((a, b) => a.sortOrder - b.sortOrder || a.seq - b.seq)
        .map(toOurService),
    ),
  }),

  getBrokerageFee: async ({ request }) => ({
    status: 200,
    body: success({ rate: request.world.fees.brokerageRate, fixedAmount: 0, description: null }),
  }),

  listPaymentFees: async ({ request }) => ({
    status: 200,
    body: success(
      PAYMENT_METHODS.map((method) => ({
        method,
        rate: method === 'BANK_TRANSFER' ? request.world.fees.paymentRate : 0,
        fixedAmount: 0,
        description: null,
      })),
    ),
  }),

  listWithdrawalFees: async ({ request }) => ({
    status: 200,
    body: success(
      WITHDRAWAL_METHODS.map((method) => ({
        method,
        ...withdrawalFeeTerms(request.world, method),
        description: null,
      })),
    ),
  }),

  getOrderFee: async ({ query, request }) => ({
    status: 200,
    body: success({ ...orderFeeTerms(request.world, query.platform), description: null }),
  }),

  createInquiry: async ({ body, request }) => {
    const record = createInquiry(request.world, request.user.seq, body, request.now);
    return { status: 201, body: success(toInquiry(record)) };
  },

  listInquiries: async ({ query, request }) =>
    pagedResponse(inquiriesOf(request.world, request.user.seq, query), query, toInquiry),
}));
