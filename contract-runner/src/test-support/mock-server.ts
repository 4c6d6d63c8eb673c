/**
 * A freshly started mock server for the runner's tests, run as a separate process the way any API
 * would be (the runner never imports the mock server): what the mock's `start` script runs,
 * `src/cli.ts` under tsx in `mock-server/`, on a free port, ready once `/__mock/health` answers.
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

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the mock server exited with ${child.exitCode}:\n${log()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/__mock/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the mock server did not become healthy in ${ms} ms:\n${log()}`);
}

/**
 * `world` is the world's options of `pnpm mock` (the small world by default; the parity test fixes
 * its seed, time, clock and random source to match a mock in the test process).
 */
export async function startMockServer(
  world: readonly string[] = ['--size', 'small'],
  timeoutMs = 45_000,
): Promise<MockServer> {
  const port = await freePort();
  let output = '';
  // One node process with tsx's loader, as `tsx src/cli.ts` runs it but without the two
  // processes in front of it (pnpm, about 1.3 CPU s; tsx's own command, which starts node again).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--port', String(port), ...world],
    { cwd: resolve(REPO_ROOT, 'mock-server'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
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
    await waitForHealth(baseUrl, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
