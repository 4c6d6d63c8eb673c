import type { Popup } from '@market/contract';
import { useSyncExternalStore } from 'react';
import {
  closePopup,
  getDismissalsVersion,
  hidePopupToday,
  isPopupDismissed,
  subscribeDismissals,
} from '../stores/popup-dismissals-store';

/** The popups the visitor has not put away, with the two ways to put one away. */
export function useVisiblePopups(popups: Popup[] | undefined) {
  // Re-render when a popup is put away; the version itself is not needed.
  useSyncExternalStore(subscribeDismissals, getDismissalsVersion, getDismissalsVersion);
  const now = new Date();
  return {
    visible: (popups ?? []).filter((popup) => !isPopupDismissed(popup.seq, now)),
    close: closePopup,
    hideToday: (seq: number) => hidePopupToday(seq),
  };
}
