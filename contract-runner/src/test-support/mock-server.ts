/**
 * A freshly started mock server for the runner's tests, run as a separate process the way any API
 * would be (the runner never imports the mock server): what the mock's `start` script runs,
 * `src/cli.ts` under tsx in `mock-server/`, on a port it picks, ready once it prints its address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface MockServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * The address the mock prints once it listens (`Mock server at http://…`, as scripts/openapi.mjs
 * reads it). Its output is read to the end, so that a full pipe never blocks it.
 */
function listening(child: ChildProcess, ms: number): Promise<string> {
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`the mock server did not start in ${ms} ms:\n${output}`)),
      ms,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Mock server at (\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        done(address);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the mock server exited (${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * `world` is the world's options of `pnpm mock` (the small world by default; the parity test fixes
 * its seed, time, clock and random source to match a mock in the test process).
 */
export async function startMockServer(
  world: readonly string[] = ['--size', 'small'],
  timeoutMs = 45_000,
): Promise<MockServer> {
  // One node process with tsx's loader, as `tsx src/cli.ts` runs it but without the two
  // processes in front of it (pnpm, about 1.3 CPU s; tsx's own command, which starts node again).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--port', '0', ...world],
    { cwd: resolve(REPO_ROOT, 'mock-server'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      if (!child.kill('SIGTERM')) done();
    });
  try {
    return { baseUrl: await listening(child, timeoutMs), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
