/**
 * The member's answers to the founder (SPEC §4, decision 003): agree to or decline a renewal
 * (approve / reject without memberSeq), consent to or refuse a removal, and leave the party with a
 * refund request. Each refreshes the parties and, as money may move, the balances.
 */
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { invalidateBalances } from '../../../lib/wallet-keys';
import { partyKeys } from './party-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partyKeys.all }),
      invalidateBalances(queryClient),
    ]);
}

/** Agree (approve) or decline (reject) to move to the renewed party `postSeq`. */
export function useAnswerRenewal() {
  const refresh = useRefresh();
  const approve = tsr.sellerPosts.approveMembership.useMutation({ onSuccess: refresh });
  const reject = tsr.sellerPosts.rejectMembership.useMutation({ onSuccess: refresh });
  return { approve, reject };
}

/** Consent to (agree) or refuse the founder's removal request in party `postSeq`. */
export function useAnswerRemoval() {
  const refresh = useRefresh();
  return tsr.sellerPosts.answerRemovalRequest.useMutation({ onSuccess: refresh });
}

/** Leave the party: ask for the refund the cancel preview showed. */
export function useLeaveParty() {
  const refresh = useRefresh();
  return tsr.orders.requestRefund.useMutation({ onSuccess: refresh });
}
