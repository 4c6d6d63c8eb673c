import type { TermsType } from '@market/domain';
import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { contentKeys } from './content-keys';

/** The current terms of use, privacy policy or seller guide (GET /api/terms/view?type=). */
export function useTerms(type: TermsType) {
  return useApiQuery(tsr.content.getTerms, {
    queryKey: contentKeys.terms(type),
    queryData: { query: { type } },
    select: selectResponse,
  });
}
