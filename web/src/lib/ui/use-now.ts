import { useState } from 'react';

/**
 * The moment a screen was opened, for domain's time rules (expired, expiring). Fixed for the life
 * of the component so that a render never disagrees with the one before it.
 */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
