import type { ChatMessage } from '@market/contract';

/**
 * One room's messages from every source (history pages, `joined` snapshots, live frames), each
 * once by id, oldest first. Wire times (`yyyy-MM-dd HH:mm:ss`) sort as text; equal times keep the
 * order in which the sources gave them.
 */
export function mergeMessages(...sources: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const source of sources) {
    for (const message of source) if (!byId.has(message.id)) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
}
