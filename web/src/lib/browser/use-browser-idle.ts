import { useEffect, useState } from 'react';

/** How long a busy page waits at most for its first idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` at the browser's first idle moment (requestIdleCallback; a timer where the
 * browser has none), at most IDLE_TIMEOUT_MS from now. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * False until the browser's first idle moment after mount: for extras that should wait until the
 * page around them has rendered and painted, so that their code and work never delay the content.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
