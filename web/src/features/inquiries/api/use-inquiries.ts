import type { InquiryListQuery } from '@market/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { inquiryKeys } from './inquiry-keys';

export const INQUIRY_PAGE_SIZE = 10;

/** One page of the member's inquiries (GET /api/inquiry), newest first. */
export function useInquiries(filter: Omit<InquiryListQuery, 'size'>) {
  const token = useSessionToken();
  const query: InquiryListQuery = { ...filter, size: INQUIRY_PAGE_SIZE };
  return useApiQuery(tsr.content.listInquiries, {
    queryKey: inquiryKeys.list(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** Send an inquiry (POST /api/inquiry); the list and the summary's inquiry count refresh after. */
export function useCreateInquiry() {
  return tsr.content.createInquiry.useMutation({
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}
