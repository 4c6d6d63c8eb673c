import { useEffect, useState } from 'react';

/** How long a busy page waits at most for its first idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser's first idle moment after mount (requestIdleCallback; a timer where the
 * browser has none): for extras that should wait until the page around them has rendered and
 * painted, so that their code and work never delay the content itself.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(markIdle, 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
