import { selectResponse, tsr } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/**
 * The popups showing on the home page now (GET /api/common/banner/popup). Not among the home's
 * first calls: a popup opens once the page has rendered and the browser is idle (HomePopups), so
 * its call starts with the page's first render rather than holding one of the six connections a
 * phone's HTTP/1.1 has while the app's scripts wait for one.
 */
export function usePopups() {
  return tsr.content.listPopups.useQuery({
    queryKey: homeKeys.popups(),
    select: selectResponse,
  });
}
