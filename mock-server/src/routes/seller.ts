/**
 * The seller console (contract `seller`): balances and statistics, payouts, comments under the
 * seller's posts, the blocklist, review answers, refund decisions, promotion items, the console's
 * notices, guides and perks, and an administrator's termination of a party. A seller acts only on
 * their own reviews and refunds: another seller's answer 404. The rules live in `services/seller`
 * and `services/parties`; handlers read, check and write without awaiting in between.
 */
import { success } from '@market/contract';
import { commentFilterToPostType, promotionItemPrice } from '@market/domain';
import { findBySeq } from '@market/world';
import { fail } from '../http/api-failure';
import { pagedResponse } from '../http/paged-response';
import { toSellerComment } from '../mappers/comments';
import { toNotice } from '../mappers/content';
import { toOrderReview, toRefundRequest } from '../mappers/order';
import { payoutsOfSeller, refundsOfSeller } from '../services/indexes';
import { OrderView } from '../services/orders/order-view';
import { toSharingSettlement } from '../mappers/party';
import { toBlockedMember, toPayout, toSellerGuide, toSellerPerk } from '../mappers/seller';
import { commentsForSeller, sellerCommentView } from '../services/community/comments';
import { subscriptionPostView } from '../services/catalogue/post-view';
import { userOf } from '../services/members';
import { terminateParty } from '../services/parties/lifecycle';
import { blockMember, blocksOf, unblockMember } from '../services/seller/blocklist';
import { ownReview } from '../services/seller/ownership';
import {
  buyPromotionItems,
  promotionInventory,
  usePromotionItem,
} from '../services/seller/promotion';
import { approveRefund, rejectRefund } from '../services/seller/refunds';
import {
  answerReview,
  deleteReviewAnswer,
  editReviewAnswer,
  reviewsOf,
} from '../services/seller/reviews';
import { sellerCredits, sellerSalesStatistics } from '../services/seller/statistics';
import { defineResource } from './define-resource';
import { newestFirst } from '../services/newest-first';

export const sellerResource = defineResource('seller', () => {
  return {
    getSellerCredits: async ({ request }) => {
      const { user, world } = request;
      return { status: 200, body: success(sellerCredits(world, user.seq)) };
    },

    getSellerStatistics: async ({ request }) => {
      const { user, world } = request;
      return { status: 200, body: success(sellerSalesStatistics(world, user.seq)) };
    },

    listPayouts: async ({ query, request }) => {
      const { user, world } = request;
      const payouts = payoutsOfSeller.of(world, user.seq).sort(newestFirst);
      return pagedResponse(payouts, query, toPayout);
    },

    listSellerComments: async ({ query, request }) => {
      const { user, world } = request;
      const comments = commentsForSeller(world, user.seq, commentFilterToPostType(query.postType));
      return pagedResponse(comments, query, (comment) =>
        toSellerComment(sellerCommentView(world, comment)),
      );
    },

    blockMember: async ({ body, request }) => {
      const { user, world, now } = request;
      const block = blockMember(request.world, user.seq, body.userSeq, body.reason, now);
      return { status: 201, body: success(toBlockedMember(block, userOf(world, block.userSeq))) };
    },

    unblockMember: async ({ body, request }) => {
      const { user } = request;
      unblockMember(request.world, user.seq, body.userSeq);
      return { status: 200, body: success({ done: true as const }) };
    },

    listBlockedMembers: async ({ query, request }) => {
      const { user, world } = request;
      return pagedResponse(blocksOf(world, user.seq), query, (block) =>
        toBlockedMember(block, userOf(world, block.userSeq)),
      );
    },

    answerReview: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const review = answerReview(request.world, user.seq, params.seq, body.answer, now);
      return { status: 201, body: success(toOrderReview(new OrderView(world, now), review)) };
    },

    editReviewAnswer: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const review = editReviewAnswer(request.world, user.seq, params.seq, body.answer, now);
      return { status: 200, body: success(toOrderReview(new OrderView(world, now), review)) };
    },

    deleteReviewAnswer: async ({ params, request }) => {
      const { user } = request;
      deleteReviewAnswer(request.world, user.seq, params.seq);
      return { status: 200, body: success({ done: true as const }) };
    },

    getSellerReview: async ({ params, request }) => {
      const { user, world, now } = request;
      return {
        status: 200,
        body: success(
          toOrderReview(new OrderView(world, now), ownReview(world, user.seq, params.seq)),
        ),
      };
    },

    listSellerReviews: async ({ query, request }) => {
      const { user, world, now } = request;
      const reviews = reviewsOf(world, user.seq, { keyword: query.keyword, tone: query.tone });
      const view = new OrderView(world, now);
      return pagedResponse(reviews, query, (review) => toOrderReview(view, review));
    },

    approveRefund: async ({ body, request }) => {
      const { user, world, now } = request;
      const refund = approveRefund(request.world, user.seq, body.refundSeq, now);
      return { status: 200, body: success(toRefundRequest(new OrderView(world, now), refund)) };
    },

    rejectRefund: async ({ body, request }) => {
      const { user, world, now } = request;
      const refund = rejectRefund(world, user.seq, body.refundSeq, body.reason, now);
      return { status: 200, body: success(toRefundRequest(new OrderView(world, now), refund)) };
    },

    listRefundRequests: async ({ query, request }) => {
      const { user, world, now } = request;
      const refunds = refundsOfSeller
        .of(world, user.seq)
        .filter((r) => query.status === undefined || r.status === query.status)
        .sort(newestFirst);
      const view = new OrderView(world, now);
      return pagedResponse(refunds, query, (refund) => toRefundRequest(view, refund));
    },

    buyPromotionItems: async ({ body, request }) => {
      const { user, now } = request;
      const bought = buyPromotionItems(request.world, user.seq, body.item, body.units, now);
      return { status: 201, body: success(bought) };
    },

    getPickInventory: async ({ request }) => {
      const { user, world } = request;
      return { status: 200, body: success(promotionInventory(world, user.seq, 'PICK')) };
    },

    usePick: async ({ body, request }) => {
      const { user, now } = request;
      const used = usePromotionItem(request.world, user.seq, 'PICK', body, now);
      return { status: 200, body: success(used) };
    },

    getUpInventory: async ({ request }) => {
      const { user, world } = request;
      return { status: 200, body: success(promotionInventory(world, user.seq, 'UP')) };
    },

    useUp: async ({ body, request }) => {
      const { user, now } = request;
      const used = usePromotionItem(request.world, user.seq, 'UP', body, now);
      return { status: 200, body: success(used) };
    },

    getSellerNotice: async ({ params, request }) => {
      const notice = findBySeq(request.world.sellerNotices, params.seq);
      if (!notice) return fail('NOT_FOUND', `No seller notice ${params.seq}`);
      return { status: 200, body: success(toNotice(notice)) };
    },

    listSellerGuides: async ({ query, request }) => {
      const guides = [...request.world.sellerGuides].sort(newestFirst);
      return pagedResponse(guides, query, toSellerGuide);
    },

    getSellerGuide: async ({ params, request }) => {
      const guide = findBySeq(request.world.sellerGuides, params.seq);
      if (!guide) return fail('NOT_FOUND', `No seller guide ${params.seq}`);
      return { status: 200, body: success(toSellerGuide(guide)) };
    },

    listSellerPerks: async ({ request }) => {
      return {
        status: 200,
        body: success(
          request.world.perks.map((perk) => toSellerPerk(perk, promotionItemPrice(perk.units))),
        ),
      };
    },

    terminateSubscription: async ({ params, body, request }) => {
      const { world, now } = request;
      const ended = terminateParty(request.world, params.seq, body.reason, now);
      return {
        status: 200,
        body: success(toSharingSettlement(ended, subscriptionPostView(world, ended.party, now))),
      };
    },
  };
});
