import type {
  CancelSaleBody,
  ProductPostBody,
  RenewSubscriptionBody,
  SubscriptionPostBody,
} from '@market/contract';
import type { PostType } from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { SellerPost } from './use-seller-posts';

const unexpected = (status: number) =>
  new ApiError('UNEXPECTED_RESPONSE', `HTTP ${status}`, status);

export type PostBody<T extends PostType> = T extends 'SUBSCRIPTION'
  ? SubscriptionPostBody
  : ProductPostBody;

/*
 * What each change makes stale (the seller's lists, details, members, buyers and home, the public
 * lists) is refreshed after it succeeds or is refused (app/stale-after-change.ts).
 */

/**
 * Creates (no `seq`) or replaces (with `seq`) a post of a type. A failure shows SPEC §8's "post
 * create or update failed"; success the saved toast.
 */
export function useSavePost(postType: PostType) {
  return useMutation({
    mutationFn: async ({
      seq,
      body,
    }: {
      seq?: number;
      body: SubscriptionPostBody | ProductPostBody;
    }): Promise<SellerPost> => {
      const sub = body as SubscriptionPostBody;
      const product = body as ProductPostBody;
      const result =
        postType === 'SUBSCRIPTION'
          ? seq
            ? await tsr.sellerPosts.editSubscriptionPost.mutate({ params: { seq }, body: sub })
            : await tsr.sellerPosts.createSubscriptionPost.mutate({ body: sub })
          : postType === 'COUPON'
            ? seq
              ? await tsr.sellerPosts.editCouponPost.mutate({ params: { seq }, body: product })
              : await tsr.sellerPosts.createCouponPost.mutate({ body: product })
            : seq
              ? await tsr.sellerPosts.editCodePost.mutate({ params: { seq }, body: product })
              : await tsr.sellerPosts.createCodePost.mutate({ body: product });
      if (result.status !== 200 && result.status !== 201) throw unexpected(result.status);
      return result.body.response;
    },
    onSuccess: () => notifySuccess('saved'),
    onError: () => notifyError('savePost'),
  });
}

/** Renews an expiring party into a new post; members are asked to agree. */
export function useRenewParty(seq: number) {
  return useMutation({
    mutationFn: async (body: RenewSubscriptionBody) => {
      const result = await tsr.sellerPosts.renewSubscriptionPost.mutate({ params: { seq }, body });
      if (result.status !== 201) throw unexpected(result.status);
      return result.body.response;
    },
    onSuccess: () => notifySuccess('saved'),
    onError: () => notifyError('renew'),
  });
}

/** Closes a party's recruitment for good. */
export function useCloseRecruitment(seq: number) {
  return useMutation({
    mutationFn: async () => {
      const result = await tsr.sellerPosts.closeRecruitment.mutate({ params: { seq } });
      if (result.status !== 200) throw unexpected(result.status);
      return result.body.response;
    },
    onSuccess: () => notifySuccess('saved'),
    onError: () => notifyError('closeRecruitment'),
  });
}

/** Ends a party before its end date: the founder pays the penalty that compensates members. */
export function useEndSharing(seq: number) {
  return useMutation({
    mutationFn: async (reason: string) => {
      const result = await tsr.sellerPosts.endSharing.mutate({
        params: { seq },
        body: { reason },
      });
      if (result.status !== 200) throw unexpected(result.status);
      return result.body.response;
    },
    onError: () => notifyError('endSharing'),
  });
}

/** Asks a member to leave; the removal waits for the member's consent. */
export function useRemoveMember(postSeq: number) {
  return useMutation({
    mutationFn: async ({ memberSeq, reason }: { memberSeq: number; reason: string }) => {
      const result = await tsr.sellerPosts.removePartyMember.mutate({
        body: { postSeq, memberSeq, reason },
      });
      if (result.status !== 200) throw unexpected(result.status);
      return result.body.response;
    },
    onSuccess: () => notifySuccess('saved'),
    onError: () => notifyError('removeMember'),
  });
}

/** The founder approves or rejects a pending member. */
export function useDecideMembership(postSeq: number) {
  return useMutation({
    mutationFn: async ({ memberSeq, approve }: { memberSeq: number; approve: boolean }) => {
      const args = { params: { postSeq }, body: { memberSeq } };
      const result = approve
        ? await tsr.sellerPosts.approveMembership.mutate(args)
        : await tsr.sellerPosts.rejectMembership.mutate(args);
      if (result.status !== 200) throw unexpected(result.status);
      return result.body.response;
    },
    onSuccess: () => notifySuccess('saved'),
    onError: () => notifyError('generic'),
  });
}

/** Cancels a sold coupon's or code's sale, naming who is responsible; the buyer is refunded. */
export function useCancelSale(postType: 'COUPON' | 'CODE', postSeq: number) {
  return useMutation({
    mutationFn: async (body: CancelSaleBody) => {
      const args = { params: { postSeq }, body };
      const result =
        postType === 'COUPON'
          ? await tsr.sellerPosts.cancelCouponSale.mutate(args)
          : await tsr.sellerPosts.cancelCodeSale.mutate(args);
      if (result.status !== 200) throw unexpected(result.status);
      return result.body.response;
    },
    onSuccess: () => notifySuccess('saved'),
    onError: () => notifyError('generic'),
  });
}
