/**
 * The member's answers to the founder (SPEC §4, decision 003): agree to or decline a renewal
 * (approve / reject without memberSeq), consent to or refuse a removal, and leave the party with a
 * refund request. What each makes stale (the parties, the orders, the balances) is listed once in
 * app/stale-after-change.ts.
 */
import { tsr } from '@/lib/api-client';

/** Agree (approve) or decline (reject) to move to the renewed party `postSeq`. */
export function useAnswerRenewal() {
  const approve = tsr.sellerPosts.approveMembership.useMutation({
    meta: { errorToast: 'generic' },
  });
  const reject = tsr.sellerPosts.rejectMembership.useMutation({ meta: { errorToast: 'generic' } });
  return { approve, reject };
}

/** Consent to (agree) or refuse the founder's removal request in party `postSeq`. */
export function useAnswerRemoval() {
  return tsr.sellerPosts.answerRemovalRequest.useMutation({ meta: { errorToast: 'generic' } });
}

/** Leave the party: ask for the refund the cancel preview showed. */
export function useLeaveParty() {
  return tsr.orders.requestRefund.useMutation({ meta: { errorToast: 'refundRequest' } });
}
