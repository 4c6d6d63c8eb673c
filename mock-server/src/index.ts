/** The mock server as a library: tests, the CLI and the benchmark build it with `buildApp`. */
export { buildApp } from './app';
export type { BuildAppOptions, MockConfig } from './config';
export { WORLD_SIZES } from './config';
export { SESSION_HEADER, DEFAULT_SESSION_ID } from './store/session';
export { AUTH_HEADER } from './auth/users';
