/**
 * The seller's posts (contract `sellerPosts`): listing and editing codes, coupons and parties, their
 * buyers and members, cancelling a sale, and the party steps of SPEC §4 (approval, removal with
 * consent, renewal, closing recruitment, ending sharing). A seller's call on another seller's post
 * answers 404. The member's side of a party (answering a renewal or a removal request) is here too,
 * under /api/account. Rules live in `services/seller` and `services/parties`.
 */
import { success } from '@market/contract';
import { fail } from '../http/api-failure';
import { pagedResponse } from '../http/paged-response';
import {
  toPartyMember,
  toSellerPartyListItem,
  toSellerSubscriptionPost,
  toSharingSettlement,
} from '../mappers/party';
import { toProductPost } from '../mappers/posts';
import { toBuyerInfo, toSellerProductPost } from '../mappers/seller-posts';
import { wireDateTime } from '../mappers/wire';
import { productPostView, subscriptionPostView } from '../services/catalogue/post-view';
import { type PartyEnded, closeRecruitment, endSharing } from '../services/parties/lifecycle';
import {
  answerRemoval,
  decidePending,
  membersOf,
  requestRemoval,
} from '../services/parties/members';
import { createParty, editParty, partiesOf } from '../services/parties/party-posts';
import { partyMemberView, sellerPartyView } from '../services/parties/party-view';
import { answerRenewal, renewParty } from '../services/parties/renewal';
import { type ProductType, ownParty, ownProductPost } from '../services/seller/ownership';
import {
  cancelSale,
  createProductPost,
  editProductPost,
  productPostsOf,
} from '../services/seller/product-posts';
import { saleOfProduct, saleView, sellerProductView } from '../services/seller/sales';
import { defineResource } from './define-resource';
import type { SignedInRequest } from '../pipeline/mock-request';
import type { ProductPostBody, SellerProductListQuery } from '@market/contract';
import type { ProductStatusFilter, Responsibility } from '@market/domain';
import type {
  PartyMemberRecord,
  ProductPostRecord,
  SubscriptionPostRecord,
  World,
} from '@market/world';

const sellerParty = (world: World, post: SubscriptionPostRecord, now: number) =>
  toSellerSubscriptionPost(sellerPartyView(world, post, now));

const partyMember = (world: World, member: PartyMemberRecord) =>
  toPartyMember(partyMemberView(world, member));

/** The settlement of a party ended early, with the party as it stands now. */
const settlement = (world: World, ended: PartyEnded, now: number) =>
  toSharingSettlement(ended, subscriptionPostView(world, ended.party, now));

type ProductBody = ProductPostBody & { thumbnailUrl: string | null };
type ProductQuery = SellerProductListQuery & {
  page: number;
  size: number;
  status?: ProductStatusFilter;
};

/** The handlers codes and coupons share, for one type. */
function productHandlers<T extends ProductType>(type: T) {
  const sellerPost = (world: World, post: ProductPostRecord) =>
    toSellerProductPost(sellerProductView(world, type, post), type);
  return {
    create: (request: SignedInRequest, body: ProductBody) => {
      const { user, world, now } = request;
      const post = createProductPost(request.world, user.seq, type, body, now);
      return { status: 201 as const, body: success(sellerPost(world, post)) };
    },
    edit: (request: SignedInRequest, seq: number, body: ProductBody) => {
      const { user, world, now } = request;
      const post = editProductPost(request.world, user.seq, type, seq, body, now);
      return { status: 200 as const, body: success(sellerPost(world, post)) };
    },
    view: (request: SignedInRequest, seq: number) => {
      const { user, world } = request;
      const post = ownProductPost(world, user.seq, type, seq);
      return { status: 200 as const, body: success(sellerPost(world, post)) };
    },
    list: (request: SignedInRequest, query: ProductQuery) => {
      const { user, world, now } = request;
      return pagedResponse(productPostsOf(world, user.seq, type, query, now), query, (post) =>
        toProductPost(productPostView(world, post), type),
      );
    },
    buyer: (request: SignedInRequest, seq: number) => {
      const { user, world } = request;
      const sale = saleOfProduct(world, type, ownProductPost(world, user.seq, type, seq));
      return sale
        ? { status: 200 as const, body: success(toBuyerInfo(saleView(world, sale))) }
        : fail('NOT_FOUND', `Post ${seq} has not been sold`);
    },
    cancel: (
      request: SignedInRequest,
      seq: number,
      body: { responsibility: Responsibility; reason: string },
    ) => {
      const { user, now } = request;
      const cancelled = cancelSale(request.world, user.seq, type, seq, body, now);
      return {
        status: 200 as const,
        body: success({
          postSeq: cancelled.post.seq,
          productId: cancelled.productId,
          responsibility: cancelled.cancellation.responsibility,
          reason: cancelled.cancellation.reason,
          refundAmount: cancelled.refundAmount,
          cancelledAt: wireDateTime(cancelled.cancellation.at),
        }),
      };
    },
  };
}

const codes = productHandlers('CODE');
const coupons = productHandlers('COUPON');

export const sellerPostsResource = defineResource('sellerPosts', () => {
  return {
    createCodePost: async ({ body, request }) => codes.create(request, body),
    editCodePost: async ({ params, body, request }) => codes.edit(request, params.seq, body),
    getSellerCodePost: async ({ params, request }) => codes.view(request, params.seq),
    listSellerCodePosts: async ({ query, request }) => codes.list(request, query),
    getCodeBuyer: async ({ params, request }) => codes.buyer(request, params.seq),
    cancelCodeSale: async ({ params, body, request }) =>
      codes.cancel(request, params.postSeq, body),

    createCouponPost: async ({ body, request }) => coupons.create(request, body),
    editCouponPost: async ({ params, body, request }) => coupons.edit(request, params.seq, body),
    getSellerCouponPost: async ({ params, request }) => coupons.view(request, params.seq),
    listSellerCouponPosts: async ({ query, request }) => coupons.list(request, query),
    getCouponBuyer: async ({ params, request }) => coupons.buyer(request, params.seq),
    cancelCouponSale: async ({ params, body, request }) =>
      coupons.cancel(request, params.postSeq, body),

    createSubscriptionPost: async ({ body, request }) => {
      const { user, world, now } = request;
      const post = createParty(request.world, user.seq, body, now);
      return { status: 201, body: success(sellerParty(world, post, now)) };
    },

    editSubscriptionPost: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const post = editParty(request.world, user.seq, params.seq, body, now);
      return { status: 200, body: success(sellerParty(world, post, now)) };
    },

    renewSubscriptionPost: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const renewal = renewParty(request.world, user.seq, params.seq, body, now);
      return { status: 201, body: success(sellerParty(world, renewal, now)) };
    },

    getSellerSubscriptionPost: async ({ params, request }) => {
      const { user, world, now } = request;
      const post = ownParty(world, user.seq, params.seq);
      return { status: 200, body: success(sellerParty(world, post, now)) };
    },

    listSellerSubscriptionPosts: async ({ query, request }) => {
      const { user, world, now } = request;
      return pagedResponse(partiesOf(world, user.seq, query, now), query, (post) =>
        toSellerPartyListItem(sellerPartyView(world, post, now)),
      );
    },

    listPartyMembers: async ({ params, request }) => {
      const { user, world } = request;
      const party = ownParty(world, user.seq, params.seq);
      return {
        status: 200,
        body: success(membersOf(world, party.seq).map((member) => partyMember(world, member))),
      };
    },

    removePartyMember: async ({ body, request }) => {
      const { user, world, now } = request;
      const member = requestRemoval(request.world, user.seq, body, now);
      return { status: 200, body: success(partyMember(world, member)) };
    },

    approveMembership: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const member =
        body.memberSeq === undefined
          ? answerRenewal(request.world, user.seq, params.postSeq, true, now)
          : decidePending(request.world, user.seq, params.postSeq, body.memberSeq, true, now);
      return { status: 200, body: success(partyMember(world, member)) };
    },

    rejectMembership: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const member =
        body.memberSeq === undefined
          ? answerRenewal(request.world, user.seq, params.postSeq, false, now)
          : decidePending(request.world, user.seq, params.postSeq, body.memberSeq, false, now);
      return { status: 200, body: success(partyMember(world, member)) };
    },

    answerRemovalRequest: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const member = answerRemoval(request.world, user.seq, params.postSeq, body.agree, now);
      return { status: 200, body: success(partyMember(world, member)) };
    },

    closeRecruitment: async ({ params, request }) => {
      const { user, world, now } = request;
      const post = closeRecruitment(request.world, user.seq, params.seq, now);
      return { status: 200, body: success(sellerParty(world, post, now)) };
    },

    endSharing: async ({ params, body, request }) => {
      const { user, world, now } = request;
      const ended = endSharing(request.world, user.seq, params.seq, body.reason, now);
      return { status: 200, body: success(settlement(world, ended, now)) };
    },
  };
});
