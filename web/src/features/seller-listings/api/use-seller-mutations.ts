import type { CancelSaleBody, ProductPostBody, SubscriptionPostBody } from '@market/contract';
import type { PostType } from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { selectResponse, successOf, tsr } from '@/lib/api-client';
import type { SellerPost, SoldPostType } from './use-seller-posts';

export type PostBody<T extends PostType> = T extends 'SUBSCRIPTION'
  ? SubscriptionPostBody
  : ProductPostBody;

/*
 * What each change makes stale (the seller's lists, details, members, buyers and home, the public
 * lists) is refreshed after it succeeds or is refused (app/stale-after-change.ts).
 */

type SaveArgs = { seq?: number; body: SubscriptionPostBody | ProductPostBody };

/** Saves a post of each type: a new one (no `seq`) or a replacement (with `seq`). */
const saveRouteOf: Record<PostType, (args: SaveArgs) => Promise<SellerPost>> = {
  SUBSCRIPTION: async ({ seq, body }) => {
    const sub = body as SubscriptionPostBody;
    return selectResponse(
      successOf(
        seq
          ? await tsr.sellerPosts.editSubscriptionPost.mutate({ params: { seq }, body: sub })
          : await tsr.sellerPosts.createSubscriptionPost.mutate({ body: sub }),
      ),
    );
  },
  COUPON: async ({ seq, body }) => {
    const product = body as ProductPostBody;
    return selectResponse(
      successOf(
        seq
          ? await tsr.sellerPosts.editCouponPost.mutate({ params: { seq }, body: product })
          : await tsr.sellerPosts.createCouponPost.mutate({ body: product }),
      ),
    );
  },
  CODE: async ({ seq, body }) => {
    const product = body as ProductPostBody;
    return selectResponse(
      successOf(
        seq
          ? await tsr.sellerPosts.editCodePost.mutate({ params: { seq }, body: product })
          : await tsr.sellerPosts.createCodePost.mutate({ body: product }),
      ),
    );
  },
};

/**
 * Creates (no `seq`) or replaces (with `seq`) a post of a type. A failure shows SPEC §8's "post
 * create or update failed"; success the saved toast.
 */
export function useSavePost(postType: PostType) {
  return useMutation({
    mutationFn: (args: SaveArgs) => saveRouteOf[postType](args),
    meta: { successToast: 'saved', errorToast: 'savePost' },
  });
}

/** Renews an expiring party into a new post; members are asked to agree. */
export function useRenewParty() {
  return tsr.sellerPosts.renewSubscriptionPost.useMutation({
    meta: { successToast: 'saved', errorToast: 'renew' },
  });
}

/** Closes a party's recruitment for good. */
export function useCloseRecruitment() {
  return tsr.sellerPosts.closeRecruitment.useMutation({
    meta: { successToast: 'saved', errorToast: 'closeRecruitment' },
  });
}

/** Ends a party before its end date: the founder pays the penalty that compensates members. */
export function useEndSharing() {
  return tsr.sellerPosts.endSharing.useMutation({ meta: { errorToast: 'endSharing' } });
}

/** Asks a member to leave; the removal waits for the member's consent. */
export function useRemoveMember() {
  return tsr.sellerPosts.removePartyMember.useMutation({
    meta: { successToast: 'saved', errorToast: 'removeMember' },
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
      return selectResponse(successOf(result));
    },
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}

type CancelArgs = { params: { postSeq: number }; body: CancelSaleBody };

/** The route of each sold type that cancels its sale. */
const cancelSaleRouteOf = {
  COUPON: async (args: CancelArgs) =>
    selectResponse(successOf(await tsr.sellerPosts.cancelCouponSale.mutate(args))),
  CODE: async (args: CancelArgs) =>
    selectResponse(successOf(await tsr.sellerPosts.cancelCodeSale.mutate(args))),
} satisfies Record<SoldPostType, (args: CancelArgs) => Promise<unknown>>;

/** Cancels a sold coupon's or code's sale, naming who is responsible; the buyer is refunded. */
export function useCancelSale(postType: SoldPostType, postSeq: number) {
  return useMutation({
    mutationFn: (body: CancelSaleBody) =>
      cancelSaleRouteOf[postType]({ params: { postSeq }, body }),
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}
