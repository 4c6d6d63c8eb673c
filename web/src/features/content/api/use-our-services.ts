import { selectResponse, tsr } from '@/lib/api-client';
import { contentKeys } from './content-keys';

/** The company's apps and services (GET /api/common/our-services). */
export function useOurServices() {
  return tsr.content.listOurServices.useQuery({
    queryKey: contentKeys.ourServices(),
    select: selectResponse,
  });
}
