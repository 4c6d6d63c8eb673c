/**
 * What every package's Vitest config shares. The test files of a worker run in one thread and one
 * module graph: a fresh process and a fresh import of the package's dependencies (zod, the contract,
 * Fastify; React and Mantine in web) for every file was most of each suite's time on two cores
 * (mock-server 2:12 -> 0:58 of CPU, web 9:00 -> 2:17). A file therefore must not rely on starting
 * from a clean module state: tests build their own servers, worlds and clients, and web's
 * test/setup.ts resets what a tab keeps (storage, the URL, the language) before each file.
 */
export const sharedTestOptions = { pool: 'threads', isolate: false } as const;
