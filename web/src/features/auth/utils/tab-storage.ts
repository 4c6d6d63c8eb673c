/**
 * JSON in sessionStorage (this tab only) that never throws. Sign-ins and verifications that leave
 * for a provider and come back belong to the tab that started them: another tab must not pick them
 * up, and nothing should outlive the tab.
 */
export function readTabJson(key: string): unknown {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeTabJson(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the flow still works, only without its remembered context.
  }
}

export function removeTabKey(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
