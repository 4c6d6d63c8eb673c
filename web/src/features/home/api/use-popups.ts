import { selectResponse, tsr } from '../../../lib/api-client';
import { homeKeys } from './home-keys';

/** The popups showing on the home page now (GET /api/common/banner/popup). */
export function usePopups() {
  return tsr.content.listPopups.useQuery({
    queryKey: homeKeys.popups(),
    select: selectResponse,
  });
}
