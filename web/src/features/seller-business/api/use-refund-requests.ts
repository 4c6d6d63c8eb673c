import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const REFUND_REQUESTS_PAGE_SIZE = 10;

/** One page of the refund requests on the seller's sales (GET /api/seller/refund/list). */
export function useRefundRequestList({ page }: { page: number }) {
  const token = useSessionToken();
  const query = { page, size: REFUND_REQUESTS_PAGE_SIZE };
  return useApiQuery(tsr.seller.listRefundRequests, {
    queryKey: sellerBusinessKeys.refundList(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/**
 * Approve a refund request (POST /api/seller/refund/approve). Like every decision, it refreshes the
 * requests and the seller's money (app/stale-after-change.ts).
 */
export function useApproveRefund() {
  return tsr.seller.approveRefund.useMutation({
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}

/** Reject a refund request with a reason the buyer reads (POST /api/seller/refund/reject). */
export function useRejectRefund() {
  return tsr.seller.rejectRefund.useMutation({
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}
