/**
 * What every package's Vitest config shares. The test files of a worker run in one thread and one
 * module graph: a fresh process and a fresh import of the package's dependencies (zod, the contract,
 * Fastify; React and Mantine in web) for every file was most of each suite's time on two cores
 * (mock-server 2:12 -> 0:58 of CPU, web 9:00 -> 2:17). A file therefore must not rely on starting
 * from a clean module state: tests build their own servers, worlds and clients, and web's
 * test/setup.ts resets what a tab keeps (storage, the URL, the language) before each file.
 */
export const sharedTestOptions = { pool: 'threads', isolate: false } as const;

/**
 * How a package asks for a browser's globals in its tests: the environment in its own
 * test/dom-environment.ts (web's: happy-dom's document on Node's fetch), with the DOM's Web
 * Storage. Node 25 and later define `localStorage` and `sessionStorage` globals of their own
 * (unusable without `--localstorage-file`), and Vitest 4's DOM environments do not replace a global
 * that Node already has, so Node's empty ones hid the DOM's and every web test file failed to load
 * (vitest-dev/vitest#8757 and #10867; decision 040). The test workers therefore start with Node's
 * Web Storage turned off, on the versions that know the flag (Node 20's workers reject it).
 */
export const domTestOptions = {
  environment: './test/dom-environment.ts',
  execArgv: process.allowedNodeEnvironmentFlags.has('--experimental-webstorage')
    ? ['--no-experimental-webstorage']
    : [],
};
