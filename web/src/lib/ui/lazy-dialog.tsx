/**
 * Dialogs that only open on request (search, redeem) are split out of the first load: the code is
 * fetched when the user points at the opener (`preload`) or opens it, and stays mounted afterwards
 * so that closing still animates.
 */
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load());
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return { Dialog: LazyDialog, preload };
}

/** `onPointerEnter` / `onFocus` handlers that start loading a lazy dialog's code. */
export function usePreload(preload: () => unknown) {
  const start = useCallback(() => void preload(), [preload]);
  return { onPointerEnter: start, onFocus: start };
}
