import { lazy, Suspense } from 'react';
import { useBrowserIdle } from '@/lib/browser/use-browser-idle';
import { usePopups } from '@/features/home/api/use-popups';
import { useVisiblePopups } from '@/features/home/hooks/use-visible-popups';

// The dialog's code (Mantine's Modal and its focus trap) is fetched only when a popup is due,
// which keeps it out of the home page's first load.
const PopupDialog = lazy(() =>
  import('../PopupDialog/PopupDialog').then((module) => ({ default: module.PopupDialog })),
);

/**
 * The popups running now (GET /api/common/banner/popup), one after another, minus those the
 * visitor closed this visit or hid for today. A failed load shows nothing: popups are extras.
 * Nothing of them starts before the browser's first idle moment after the page has rendered,
 * neither their call nor their dialog's code, so that a promotion never delays the content it
 * sits on.
 */
export function HomePopups() {
  const idle = useBrowserIdle();
  const popups = usePopups(idle);
  const { visible, close, hideToday } = useVisiblePopups(popups.data);
  const [first] = visible;
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        popup={first}
        remaining={Math.max(0, visible.length - 1)}
        onClose={close}
        onHideToday={hideToday}
      />
    </Suspense>
  );
}
