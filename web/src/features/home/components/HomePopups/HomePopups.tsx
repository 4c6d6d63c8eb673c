import { usePopups } from '../../api/use-popups';
import { useVisiblePopups } from '../../hooks/use-visible-popups';
import { PopupDialog } from '../PopupDialog';

/**
 * The popups running now (GET /api/common/banner/popup), one after another, minus those the
 * visitor closed this visit or hid for today. A failed load shows nothing: popups are extras.
 */
export function HomePopups() {
  const popups = usePopups();
  const { visible, close, hideToday } = useVisiblePopups(popups.data);
  const [first] = visible;
  return (
    <PopupDialog
      popup={first ?? null}
      remaining={Math.max(0, visible.length - 1)}
      onClose={close}
      onHideToday={hideToday}
    />
  );
}
