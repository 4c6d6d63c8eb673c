import { describe, expect, it } from 'vitest';
import { wireChatMessage } from '@test/party-data';
import { mergeMessages } from './merge-messages';

describe('mergeMessages', () => {
  it('keeps each message once by id, oldest first, whatever the sources overlap', () => {
    const a = wireChatMessage({ id: 'a', createdAt: '2026-11-20 10:00:00' });
    const b = wireChatMessage({ id: 'b', createdAt: '2026-11-20 10:01:00' });
    const c = wireChatMessage({ id: 'c', createdAt: '2026-11-20 10:02:00' });
    // History pages, then a reconnection's snapshot that repeats b, then a live c.
    expect(mergeMessages([a, b], [b, c], [c]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages([c], [a], [b]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});
