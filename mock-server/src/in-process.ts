/**
 * The mock in a Node test process (`@market/mock-server/in-process`, decision 041): MSW's
 * `setupServer` for the handlers of `@market/mock-server/browser`, and MSW's `http` and
 * `HttpResponse` for a test's own one-off handler, all from this package's copy of MSW. pnpm may
 * install MSW once per TypeScript peer, and MSW knows its handlers by symbols of its own copy: a
 * server from another copy cannot run them (`handler[kConnect] is not a function`).
 */
export { http, HttpResponse } from 'msw';
export { setupServer, type SetupServer } from 'msw/node';
