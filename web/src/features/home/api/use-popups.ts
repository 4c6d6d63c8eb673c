import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { homeKeys } from './home-keys';

/**
 * The popups showing on the home page now (GET /api/common/banner/popup), asked for once `enabled`
 * (HomePopups: at the browser's first idle moment after the page rendered). Not among the home's
 * first calls: a call in flight while the page's own calls and scripts load competes with them for
 * a phone's connections and delays the page's content.
 */
export function usePopups(enabled: boolean) {
  return useApiQuery(tsr.content.listPopups, {
    queryKey: homeKeys.popups(),
    select: selectResponse,
    enabled,
  });
}
