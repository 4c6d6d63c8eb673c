import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { selectPage, tsr } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const REFUND_REQUESTS_PAGE_SIZE = 10;

/** One page of the refund requests on the seller's sales (GET /api/seller/refund/list). */
export function useRefundRequestList({ page }: { page: number }) {
  const token = useSessionToken();
  const query = { page, size: REFUND_REQUESTS_PAGE_SIZE };
  return tsr.seller.listRefundRequests.useQuery({
    queryKey: sellerBusinessKeys.refundList(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** A decision changes the requests and the seller's money (statistics, balance). */
function useInvalidateRefunds() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerBusinessKeys.refunds(token) }),
      queryClient.invalidateQueries({ queryKey: sellerBusinessKeys.money(token) }),
    ]);
}

/** Approve a refund request (POST /api/seller/refund/approve). */
export function useApproveRefund() {
  const onSuccess = useInvalidateRefunds();
  return tsr.seller.approveRefund.useMutation({ onSuccess });
}

/** Reject a refund request with a reason (POST /api/seller/refund/reject). */
export function useRejectRefund() {
  const onSuccess = useInvalidateRefunds();
  return tsr.seller.rejectRefund.useMutation({ onSuccess });
}
