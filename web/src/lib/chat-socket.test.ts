/**
 * The socket client's own rules over partysocket, with the platform's WebSocket replaced by a
 * scripted one (the server's protocol itself is exercised against the real mock server in e2e:
 * chat-buyer-seller-and-party-talk-live.spec.ts): auth first, joins after `ready`, joins again
 * after a reconnection, sends made offline wait for `ready`, frames routed by room.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedSocket, until } from '../../test/scripted-socket';
import { ChatSocket } from './chat-socket';

const latest = () => ScriptedSocket.latest();

let socket: ChatSocket | null = null;
afterEach(() => {
  socket?.close();
  ScriptedSocket.all = [];
});

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
});
