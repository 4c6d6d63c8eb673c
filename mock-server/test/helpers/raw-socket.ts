/**
 * One HTTP exchange over a bare TCP socket, for requests no HTTP client would send (a control
 * character in a header, two lengths, an unknown method): what is written goes out byte for byte,
 * and the answer is read until the server closes the connection (or `timeoutMs` passes).
 */
import { connect } from 'node:net';

export interface RawExchange {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function exchange(
  baseUrl: string,
  request: string,
  timeoutMs = 5_000,
): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split(/\r\n\r\n(.*)/s);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}
