import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const BLOCKLIST_PAGE_SIZE = 10;

/** One page of the members the seller blocked (GET /api/seller/block/list). */
export function useBlocklist({ page }: { page: number }) {
  const token = useSessionToken();
  const query = { page, size: BLOCKLIST_PAGE_SIZE };
  return useApiQuery(tsr.seller.listBlockedMembers, {
    queryKey: sellerBusinessKeys.blocklistPage(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** Block a member with a reason they never see (POST /api/seller/block). */
export function useBlockMember() {
  return tsr.seller.blockMember.useMutation({ meta: { successToast: 'saved' } });
}

/** Lift a block (POST /api/seller/unblock). */
export function useUnblockMember() {
  return tsr.seller.unblockMember.useMutation({
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}
