/**
 * One HTTP/1.1 exchange written by hand over a TCP (or TLS) socket, for what fetch will not send:
 * TRACE, an unknown method, a control character in a header, two lengths. The answer is read until
 * the server closes the connection (every request here says `Connection: close`).
 */
import { connect as connectTcp } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  durationMs: number;
  networkError?: string;
}

export function rawExchange(
  baseUrl: string,
  request: string,
  timeoutMs: number,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const socket = secure
      ? connectTls({ host: url.hostname, port, servername: url.hostname })
      : connectTcp({ host: url.hostname, port });
    const chunks: Buffer[] = [];
    let failure: string | undefined;
    socket.setTimeout(timeoutMs, () => {
      failure = `no answer within ${timeoutMs} ms`;
      socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      failure ??= error.message;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]) || 0;
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status,
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
        durationMs: elapsed(),
        ...(status === 0
          ? { networkError: failure ?? 'the connection closed without an answer' }
          : {}),
      });
    });
    socket.write(request);
  });
}
