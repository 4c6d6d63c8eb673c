import { lazy, Suspense, useState } from 'react';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { usePopups } from '@/features/home/api/use-popups';
import { useVisiblePopups } from '@/features/home/hooks/use-visible-popups';

// The dialog's code (Mantine's Modal and its focus trap) is fetched only when a popup is due,
// which keeps it out of the home page's first load; and only once the page has rendered and the
// browser is idle, so that a promotion never delays the content it sits on.
const PopupDialog = lazy(() =>
  import('../PopupDialog').then((module) => ({ default: module.PopupDialog })),
);

/**
 * The popups running now (GET /api/common/banner/popup), one after another, minus those the
 * visitor closed this visit or hid for today. A failed load shows nothing: popups are extras.
 */
export function HomePopups() {
  const popups = usePopups();
  const { visible, close, hideToday } = useVisiblePopups(popups.data);
  const [first] = visible;
  const [wanted, setWanted] = useState(false);
  const idle = useBrowserIdle();
  if (first && idle && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        popup={first ?? null}
        remaining={Math.max(0, visible.length - 1)}
        onClose={close}
        onHideToday={hideToday}
      />
    </Suspense>
  );
}
