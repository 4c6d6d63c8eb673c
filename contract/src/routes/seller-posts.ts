/**
 * Listing and managing posts (SPEC §7 seller): codes, coupons and subscription parties, their buyers
 * and members, renewal, removal of members and cancelled sales. Assumed beyond §7 are the party
 * actions of SPEC §4 that §7 does not name: closing recruitment, ending sharing and a member's consent
 * to removal. A seller's calls on another seller's post answer 404.
 */
import { z } from 'zod';
import { c } from '../contract';
import { errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import { Seq } from '../query';
import {
  EndSharingBody,
  MembershipDecisionBody,
  PartyMember,
  RemovalConsentBody,
  RemoveMemberBody,
  SharingSettlement,
} from '../schemas/party';
import { CodePost, CouponPost } from '../schemas/post';
import {
  BuyerInfo,
  CancelSaleBody,
  CodePostBody,
  CouponPostBody,
  RenewSubscriptionBody,
  SaleCancellation,
  SellerCodePost,
  SellerCouponPost,
  SellerPartyListQuery,
  SellerProductListQuery,
  SellerPartyListItem,
  SellerSubscriptionPost,
  SubscriptionPostBody,
} from '../schemas/seller-post';

const bySeq = z.object({ seq: Seq });
const byPostSeq = z.object({ postSeq: Seq });

export const sellerPostsContract = c.router({
  // Digital codes
  createCodePost: {
    method: 'POST',
    path: '/api/digital/code',
    summary: 'List a digital code for sale.',
    body: CodePostBody,
    responses: { 201: ok(SellerCodePost), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  editCodePost: {
    method: 'PUT',
    path: '/api/digital/code/:seq/view',
    summary: 'Replace the details of a digital code that has not been sold.',
    pathParams: bySeq,
    body: CodePostBody,
    // 409: already sold.
    responses: { 200: ok(SellerCodePost), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getSellerCodePost: {
    method: 'GET',
    path: '/api/seller/code/:seq/view',
    summary: "Get one of the seller's digital codes with the code and its buyer.",
    pathParams: bySeq,
    responses: { 200: ok(SellerCodePost), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  listSellerCodePosts: {
    method: 'GET',
    path: '/api/seller/code/list',
    summary: "List the seller's digital codes, newest first, by category, keyword and status.",
    query: SellerProductListQuery,
    responses: { 200: okPage(CodePost), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  getCodeBuyer: {
    method: 'GET',
    path: '/api/seller/code/:seq/buyer/info',
    summary: 'Get who bought a digital code and the state of the purchase.',
    pathParams: bySeq,
    // 404 also while the code is unsold.
    responses: { 200: ok(BuyerInfo), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  cancelCodeSale: {
    method: 'POST',
    path: '/api/seller/code/:postSeq/cancel',
    summary:
      'Cancel the sale of a sold digital code, naming who is responsible, and refund the buyer.',
    pathParams: byPostSeq,
    body: CancelSaleBody,
    // 409: unsold, already confirmed, refunded or cancelled.
    responses: { 200: ok(SaleCancellation), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  // E-coupons
  createCouponPost: {
    method: 'POST',
    path: '/api/coupon',
    summary: 'List an e-coupon for sale.',
    body: CouponPostBody,
    responses: { 201: ok(SellerCouponPost), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  editCouponPost: {
    method: 'PUT',
    path: '/api/coupon/:seq/view',
    summary: 'Replace the details of an e-coupon that has not been sold.',
    pathParams: bySeq,
    body: CouponPostBody,
    responses: { 200: ok(SellerCouponPost), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getSellerCouponPost: {
    method: 'GET',
    path: '/api/seller/coupon/:seq/view',
    summary: "Get one of the seller's e-coupons with the PIN and its buyer.",
    pathParams: bySeq,
    responses: { 200: ok(SellerCouponPost), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  listSellerCouponPosts: {
    method: 'GET',
    path: '/api/seller/coupon/list',
    summary: "List the seller's e-coupons, newest first, by category, keyword and status.",
    query: SellerProductListQuery,
    responses: { 200: okPage(CouponPost), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  getCouponBuyer: {
    method: 'GET',
    path: '/api/seller/coupon/:seq/buyer/info',
    summary: 'Get who bought an e-coupon and the state of the purchase.',
    pathParams: bySeq,
    responses: { 200: ok(BuyerInfo), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  cancelCouponSale: {
    method: 'POST',
    path: '/api/seller/coupon/:postSeq/cancel',
    summary: 'Cancel the sale of a sold e-coupon, naming who is responsible, and refund the buyer.',
    pathParams: byPostSeq,
    body: CancelSaleBody,
    responses: { 200: ok(SaleCancellation), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  // Subscription-sharing parties
  createSubscriptionPost: {
    method: 'POST',
    path: '/api/subscribe/share',
    summary: 'Open a subscription-sharing party for members to join.',
    body: SubscriptionPostBody,
    responses: { 201: ok(SellerSubscriptionPost), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  editSubscriptionPost: {
    method: 'PUT',
    path: '/api/subscribe/:seq/share',
    summary: 'Replace the details of a party that has not ended.',
    pathParams: bySeq,
    body: SubscriptionPostBody,
    // 409: ended, or the member limit would fall below the members already in.
    responses: { 200: ok(SellerSubscriptionPost), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  renewSubscriptionPost: {
    method: 'POST',
    path: '/api/seller/subscribe/share/:seq/newPost',
    summary: 'Renew an expiring party into a new post and ask its members to join it.',
    pathParams: bySeq,
    body: RenewSubscriptionBody,
    // 409: not expiring, or already renewed.
    responses: { 201: ok(SellerSubscriptionPost), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  getSellerSubscriptionPost: {
    method: 'GET',
    path: '/api/seller/subscribe/share/:seq/view',
    summary: "Get one of the seller's parties with its account details.",
    pathParams: bySeq,
    responses: { 200: ok(SellerSubscriptionPost), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  listSellerSubscriptionPosts: {
    method: 'GET',
    path: '/api/seller/subscribe/share/list',
    summary: "List the seller's parties, newest first, by category, keyword and status.",
    query: SellerPartyListQuery,
    responses: { 200: okPage(SellerPartyListItem), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  listPartyMembers: {
    method: 'GET',
    path: '/api/seller/subscribe/share/:seq/member',
    summary: "List the members of one of the seller's parties, pending and removed ones included.",
    pathParams: bySeq,
    responses: { 200: ok(z.array(PartyMember)), ...errors(400, 401, 403, 404) },
    metadata: meta('spec', 'seller'),
  },
  removePartyMember: {
    method: 'POST',
    path: '/api/seller/subscribe/share/member/out',
    summary: 'Ask a member to leave the party; the removal happens once the member consents.',
    body: RemoveMemberBody,
    // 409: the member is not active or a removal is already waiting for consent.
    responses: { 200: ok(PartyMember), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'seller', { writes: true }),
  },
  approveMembership: {
    method: 'POST',
    path: '/api/account/subscribe/share/:postSeq/approve',
    summary:
      'Approve: the founder accepts a pending member (memberSeq), or a member agrees to join a renewal.',
    pathParams: byPostSeq,
    body: MembershipDecisionBody,
    // 409: nothing waiting for this decision, already decided, or the party is full.
    responses: { 200: ok(PartyMember), ...errors(400, 401, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  rejectMembership: {
    method: 'POST',
    path: '/api/account/subscribe/share/:postSeq/reject',
    summary:
      'Reject: the founder turns down a pending member (memberSeq), or a member declines a renewal.',
    pathParams: byPostSeq,
    body: MembershipDecisionBody,
    responses: { 200: ok(PartyMember), ...errors(400, 401, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  answerRemovalRequest: {
    method: 'POST',
    path: '/api/account/subscribe/share/:postSeq/out/consent',
    summary: "Consent to or refuse the founder's request that the member leave the party.",
    pathParams: byPostSeq,
    body: RemovalConsentBody,
    // 409: no removal request is waiting.
    responses: { 200: ok(PartyMember), ...errors(400, 401, 404, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  closeRecruitment: {
    method: 'POST',
    path: '/api/seller/subscribe/share/:seq/close',
    summary: 'Stop recruiting members for a party, for good.',
    pathParams: bySeq,
    body: c.noBody(),
    // 409: recruitment already closed, or the party has ended.
    responses: { 200: ok(SellerSubscriptionPost), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('assumed', 'seller', { writes: true }),
  },
  endSharing: {
    method: 'POST',
    path: '/api/seller/subscribe/share/:seq/end',
    summary:
      'End a party before its end date: the founder pays a penalty that compensates members.',
    pathParams: bySeq,
    body: EndSharingBody,
    responses: { 200: ok(SharingSettlement), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('assumed', 'seller', { writes: true }),
  },
});
