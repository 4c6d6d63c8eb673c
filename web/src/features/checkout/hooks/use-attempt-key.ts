import { useCallback, useRef } from 'react';

/** A random key of 32 hex digits (getRandomValues works on plain http too, randomUUID does not). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of the current checkout attempt (decision 016). `keyFor(body)` gives the same
 * key while the body is the same, so a retry after a lost answer cannot pay twice; a changed body is
 * a new attempt. `endAttempt()` after a definite answer (a refusal), so that trying again, e.g. after
 * a top-up, is a new attempt rather than the kept refusal.
 */
export function useAttemptKey(makeKey: () => string = newAttemptKey) {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const keyFor = useCallback(
    (body: unknown) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: makeKey(), body: text };
      return attempt.current.key;
    },
    [makeKey],
  );
  const endAttempt = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, endAttempt };
}
