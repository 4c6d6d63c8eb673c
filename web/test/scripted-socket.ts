/**
 * A WebSocket the test scripts, in place of the platform's (there is no server to reach): it opens
 * on the next microtask, records what the client sends and delivers the frames the test hands it.
 * Give it to `new ChatSocket(token, { WebSocket: ScriptedSocket })` or `chatSocketFor`.
 */
import { expect } from 'vitest';

export class ScriptedSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: ScriptedSocket[] = [];
  readyState = ScriptedSocket.CONNECTING;
  sent: Record<string, unknown>[] = [];
  binaryType = 'blob';
  constructor(readonly url: string) {
    super();
    ScriptedSocket.all.push(this);
    queueMicrotask(() => this.open());
  }
  /** The socket made last. */
  static latest(): ScriptedSocket {
    return ScriptedSocket.all.at(-1)!;
  }
  open() {
    this.readyState = ScriptedSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    if (this.readyState === ScriptedSocket.CLOSED) return;
    this.readyState = ScriptedSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: true }));
  }
  /** A frame from the server. */
  receive(frame: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

/** Waits (up to 2 s) until `check` holds, then asserts it. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
