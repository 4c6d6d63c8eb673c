/**
 * The request journal (`/__mock/journal`, as WireMock's request journal): while a session records,
 * every request it receives off the control API is kept with its answer, oldest first, so that a
 * tool can read over HTTP what was asked and answered (the OpenAPI examples:
 * contract/scripts/capture-examples.ts). Off unless a session asks; forgotten with the session.
 */
import type { JournalEntryView } from '@market/contract/control';

export type JournalEntry = JournalEntryView;

/** Request headers that carry a credential: never kept. */
const SECRET_HEADERS = new Set(['api_key', 'authorization', 'cookie']);

export function journalHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || SECRET_HEADERS.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

export class RequestJournal {
  readonly #sessions = new Map<string, JournalEntry[]>();

  /** Starts recording `sessionId`'s requests, from an empty journal. */
  start(sessionId: string): void {
    this.#sessions.set(sessionId, []);
  }

  /** Stops recording and forgets what was recorded; how many entries that was. */
  stop(sessionId: string): number {
    const count = this.#sessions.get(sessionId)?.length ?? 0;
    this.#sessions.delete(sessionId);
    return count;
  }

  isRecording(sessionId: string): boolean {
    return this.#sessions.has(sessionId);
  }

  /** What `sessionId` recorded, oldest first (empty when it does not record). */
  entries(sessionId: string): readonly JournalEntry[] {
    return this.#sessions.get(sessionId) ?? [];
  }

  /**
   * Keeps `entry` as its JSON (what went over the wire), so that later changes to the world do not
   * rewrite it: an answer may hold the world's own arrays, seen through a transaction's proxies.
   */
  record(sessionId: string, entry: JournalEntry): void {
    this.#sessions.get(sessionId)?.push(JSON.parse(JSON.stringify(entry)) as JournalEntry);
  }
}
