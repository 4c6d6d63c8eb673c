/**
 * The socket client's own rules over partysocket, with the platform's WebSocket replaced by a
 * scripted one (the server's protocol itself is exercised against the real mock server in e2e:
 * chat-buyer-seller-and-party-talk-live.spec.ts): auth first, joins after `ready`, joins again
 * after a reconnection, sends made offline wait for `ready`, frames routed by room, a silent
 * connection found dead by the heartbeat, and the browser's offline and online events.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptedSocket, until } from '@test/scripted-socket';
import { ChatSocket, PING_AFTER_SILENT_MS, PONG_WITHIN_MS } from './chat-socket';

const latest = () => ScriptedSocket.latest();

let socket: ChatSocket | null = null;
afterEach(() => {
  socket?.close();
  ScriptedSocket.all = [];
  vi.useRealTimers();
});

/** A socket past `ready`. */
async function readySocket(): Promise<ChatSocket> {
  const made = new ChatSocket('tok', { url: 'ws://test/ws', WebSocket: ScriptedSocket });
  await until(() => ScriptedSocket.all.at(-1)?.sent.length === 1);
  latest().receive({ type: 'ready', accountSeq: 7 });
  expect(made.state).toBe('ready');
  return made;
}

describe('ChatSocket', () => {
  it('authenticates first, joins after ready, and joins again after a reconnection', async () => {
    socket = new ChatSocket('tok', { url: 'ws://test/ws', WebSocket: ScriptedSocket });
    const leave = socket.join('p-CODE-3-7');
    await until(() => ScriptedSocket.all.at(-1)?.sent.length === 1);
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok' }]);
    expect(socket.state).toBe('connecting');

    latest().receive({ type: 'ready', accountSeq: 7 });
    expect(socket.state).toBe('ready');
    expect(latest().sent.at(-1)).toEqual({ type: 'join', roomId: 'p-CODE-3-7' });

    // The connection drops: offline, a text waits, and the new connection joins again first.
    const first = latest();
    first.close(1006);
    expect(socket.state).toBe('offline');
    socket.send({ type: 'text', roomId: 'p-CODE-3-7', message: 'hi', ref: 'r1' });
    await until(() => ScriptedSocket.all.length === 2 && latest().sent.length === 1);
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok' }]);
    latest().receive({ type: 'ready', accountSeq: 7 });
    expect(latest().sent.slice(1)).toEqual([
      { type: 'join', roomId: 'p-CODE-3-7' },
      { type: 'text', roomId: 'p-CODE-3-7', message: 'hi', ref: 'r1' },
    ]);
    expect(socket.state).toBe('ready');

    leave();
    expect(latest().sent.at(-1)).toEqual({ type: 'leave', roomId: 'p-CODE-3-7' });
  });

  it("hands each room only its own frames, and a ref'd error to every room", async () => {
    socket = new ChatSocket('tok', { url: 'ws://test/ws', WebSocket: ScriptedSocket });
    const a: string[] = [];
    const b: string[] = [];
    socket.onRoom('a', (event) => a.push(event.type));
    socket.onRoom('b', (event) => b.push(event.type));
    await until(() => ScriptedSocket.all.at(-1)?.sent.length === 1);
    latest().receive({ type: 'ready', accountSeq: 7 });
    const message = { accountSeq: 9, id: 'm1', publishedAt: '2026-11-20 10:00:00' };
    latest().receive({
      type: 'message',
      roomId: 'a',
      message: { ...message, type: 'TEXT', payload: 'x' },
    });
    latest().receive({ type: 'error', code: 'VALIDATION_FAILED', message: 'no', ref: 'r9' });
    latest().receive({ type: 'not a frame' });
    expect(a).toEqual(['message', 'error']);
    expect(b).toEqual(['error']);
  });

  it('pings a silent connection and, when nothing answers, drops it and connects again', async () => {
    // Only the heartbeat's clock is simulated; partysocket's own timers run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    socket = await readySocket();
    const first = latest();
    const pings = () => first.sent.filter((frame) => frame.type === 'ping');

    vi.advanceTimersByTime(PING_AFTER_SILENT_MS - 1_000);
    expect(pings()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(pings()).toHaveLength(1);

    // A pong (any frame) says the connection lives: no reconnection, the next ping after silence.
    first.receive({ type: 'pong', at: pings()[0]?.at });
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(ScriptedSocket.all).toHaveLength(1);
    expect(socket.state).toBe('ready');

    // Then the network silently goes: a ping, no answer, and the socket knows within seconds.
    vi.advanceTimersByTime(PING_AFTER_SILENT_MS);
    expect(pings()).toHaveLength(2);
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(socket.state).toBe('offline');
    await until(() => ScriptedSocket.all.length === 2);
    await until(() => latest().sent.length === 1);
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok' }]);
  });

  it("follows the browser's offline and online events, keeping what was sent meanwhile", async () => {
    socket = await readySocket();
    socket.join('p-CODE-3-7');
    window.dispatchEvent(new Event('offline'));
    expect(socket.state).toBe('noNetwork');
    socket.send({ type: 'text', roomId: 'p-CODE-3-7', message: 'typed offline', ref: 'r2' });
    expect(latest().sent.some((frame) => frame.type === 'text')).toBe(false);
    // No network, no tries: "reconnect now" does nothing either.
    socket.reconnect();
    expect(ScriptedSocket.all).toHaveLength(1);

    window.dispatchEvent(new Event('online'));
    expect(socket.state).toBe('offline');
    await until(() => ScriptedSocket.all.length === 2 && latest().sent.length === 1);
    latest().receive({ type: 'ready', accountSeq: 7 });
    expect(latest().sent.slice(1)).toEqual([
      { type: 'join', roomId: 'p-CODE-3-7' },
      { type: 'text', roomId: 'p-CODE-3-7', message: 'typed offline', ref: 'r2' },
    ]);
    expect(socket.state).toBe('ready');
  });
});
