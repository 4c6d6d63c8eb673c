import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { contentKeys } from './content-keys';

/** The company's apps and services (GET /api/common/our-services). */
export function useOurServices() {
  return useApiQuery(tsr.content.listOurServices, {
    queryKey: contentKeys.ourServices(),
    select: selectResponse,
  });
}
