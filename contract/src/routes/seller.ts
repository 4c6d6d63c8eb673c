/**
 * The seller console (SPEC §7 seller): balance, statistics, payouts, comments, blocklist, review
 * answers, refund decisions and promotion items; assumed beyond §7 are the notice detail, guides and
 * perks of the console's screens, and an administrator's termination of a party (SPEC §6). A seller
 * sees only their own data: another seller's review, refund or post answers 404.
 */
import { z } from 'zod';
import { c } from '../contract';
import { Done, errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import { PageQuery, Seq } from '../query';
import { SellerComment } from '../schemas/community';
import { Notice } from '../schemas/content';
import { EndSharingBody, SharingSettlement } from '../schemas/party';
import { ApproveRefundBody, RefundRequest, RejectRefundBody } from '../schemas/refund';
import { OrderReview, ReviewAnswerBody } from '../schemas/review';
import {
  BlockBody,
  BlockedMember,
  BuyPromotionItemsBody,
  Payout,
  PromotionInventory,
  PromotionPurchase,
  RefundListQuery,
  SellerCommentListQuery,
  SellerCredits,
  SellerGuide,
  SellerPerk,
  SellerReviewListQuery,
  SellerSalesStatistics,
  UnblockBody,
  UsePromotionBody,
} from '../schemas/seller';

const bySeq = z.object({ seq: Seq });

export const sellerContract = c.router({
  getSellerCredits: {
    method: 'GET',
    path: '/api/seller/cp',
    summary: "Get the seller's e-money, points and sales awaiting settlement.",
    responses: { 200: ok(SellerCredits), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  getSellerStatistics: {
    method: 'GET',
    path: '/api/seller/statistics',
    summary: "Get the seller's sales and refund counts per post type and the sales totals.",
    responses: { 200: ok(SellerSalesStatistics), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  listPayouts: {
    method: 'GET',
    path: '/api/seller/emoney/calc/list',
    summary: "List the seller's payouts, newest first.",
    query: PageQuery,
    responses: { 200: okPage(Payout), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  listSellerComments: {
    method: 'GET',
    path: '/api/seller/comment/list',
    summary:
      "List the comments under the seller's posts, newest first, optionally of one post type.",
    query: SellerCommentListQuery,
    responses: { 200: okPage(SellerComment), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  blockMember: {
    method: 'POST',
    path: '/api/seller/block',
    summary:
      "Block a member from buying the seller's products, with a reason the member never sees.",
    body: BlockBody,
    // 409: already blocked, or the member is subscribed or in a trade with the seller.
    responses: { 201: ok(BlockedMember), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  unblockMember: {
    method: 'POST',
    path: '/api/seller/unblock',
    summary: 'Lift the block on a member.',
    body: UnblockBody,
    responses: { 200: Done, ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  listBlockedMembers: {
    method: 'GET',
    path: '/api/seller/block/list',
    summary: 'List the members the seller blocked, latest first.',
    query: PageQuery,
    responses: { 200: okPage(BlockedMember), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  answerReview: {
    method: 'POST',
    path: '/api/seller/review/:seq/answer',
    summary: "Answer a review of one of the seller's posts.",
    pathParams: bySeq,
    body: ReviewAnswerBody,
    responses: { 201: ok(OrderReview), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  editReviewAnswer: {
    method: 'PUT',
    path: '/api/seller/review/answer/:seq/view',
    summary: "Change the text of an answer, named by the answer's seq.",
    pathParams: bySeq,
    body: ReviewAnswerBody,
    responses: { 200: ok(OrderReview), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  deleteReviewAnswer: {
    method: 'DELETE',
    path: '/api/seller/review/answer/:seq/view',
    summary: "Delete an answer, named by the answer's seq, leaving the review unanswered.",
    pathParams: bySeq,
    responses: { 200: Done, ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getSellerReview: {
    method: 'GET',
    path: '/api/seller/review/:seq/view',
    summary: "Get a review of one of the seller's posts with its answer.",
    pathParams: bySeq,
    responses: { 200: ok(OrderReview), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  listSellerReviews: {
    method: 'GET',
    path: '/api/seller/review/list',
    summary: "List the reviews of the seller's posts, newest first, by keyword and tone.",
    query: SellerReviewListQuery,
    responses: { 200: okPage(OrderReview), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  approveRefund: {
    method: 'POST',
    path: '/api/seller/refund/approve',
    summary: 'Approve a refund request, returning the money to the buyer.',
    body: ApproveRefundBody,
    responses: { 200: ok(RefundRequest), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  rejectRefund: {
    method: 'POST',
    path: '/api/seller/refund/reject',
    summary: 'Reject a refund request, giving a reason.',
    body: RejectRefundBody,
    responses: { 200: ok(RefundRequest), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  listRefundRequests: {
    method: 'GET',
    path: '/api/seller/refund/list',
    summary: "List the refund requests on the seller's sales, newest first, optionally by status.",
    query: RefundListQuery,
    responses: { 200: okPage(RefundRequest), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  buyPromotionItems: {
    method: 'POST',
    path: '/api/seller/buts/item',
    summary: 'Buy units of a promotion item with e-money, at the bulk-discounted price.',
    body: BuyPromotionItemsBody,
    // 409: not enough e-money.
    responses: { 201: ok(PromotionPurchase), ...errors(400, 401, 403, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getPickInventory: {
    method: 'POST',
    path: '/api/seller/buts/pick',
    summary: 'Get the unused PICK units and the posts they were spent on.',
    body: c.noBody(),
    responses: { 200: ok(PromotionInventory), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  usePick: {
    method: 'POST',
    path: '/api/seller/buts/pick/use',
    summary: 'Spend a PICK unit to put a post at the top of the featured list.',
    body: UsePromotionBody,
    // 409: no unit left, or the post is not on sale.
    responses: { 200: ok(PromotionInventory), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getUpInventory: {
    method: 'POST',
    path: '/api/seller/buts/up',
    summary: 'Get the unused UP units and the posts they were spent on.',
    body: c.noBody(),
    responses: { 200: ok(PromotionInventory), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  useUp: {
    method: 'POST',
    path: '/api/seller/buts/up/use',
    summary: 'Spend an UP unit to boost a post in the all-posts list.',
    body: UsePromotionBody,
    responses: { 200: ok(PromotionInventory), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getSellerNotice: {
    method: 'GET',
    path: '/api/notice/seller/:seq/view',
    summary: 'Get one notice addressed to sellers (the list is GET /api/notice/seller).',
    pathParams: bySeq,
    responses: { 200: ok(Notice), ...errors(400, 401, 403, 404) },
    metadata: meta('assumed', 'seller'),
  },
  listSellerGuides: {
    method: 'GET',
    path: '/api/seller/guide/list',
    summary: 'List the guides for sellers, newest first.',
    query: PageQuery,
    responses: { 200: okPage(SellerGuide), ...errors(400, 401, 403) },
    metadata: meta('assumed', 'seller'),
  },
  getSellerGuide: {
    method: 'GET',
    path: '/api/seller/guide/:seq/view',
    summary: 'Get one guide for sellers.',
    pathParams: bySeq,
    responses: { 200: ok(SellerGuide), ...errors(400, 401, 403, 404) },
    metadata: meta('assumed', 'seller'),
  },
  listSellerPerks: {
    method: 'GET',
    path: '/api/seller/perks',
    summary: 'List the perks offered to sellers.',
    responses: { 200: ok(z.array(SellerPerk)), ...errors(400, 401, 403) },
    metadata: meta('assumed', 'seller'),
  },
  terminateSubscription: {
    method: 'POST',
    path: '/api/admin/subscribe/share/:seq/terminate',
    summary: 'End a party as an administrator, compensating its members without a founder penalty.',
    pathParams: bySeq,
    body: EndSharingBody,
    // 409: the party has already ended.
    responses: { 200: ok(SharingSettlement), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('assumed', 'admin', { writes: true }),
  },
});
