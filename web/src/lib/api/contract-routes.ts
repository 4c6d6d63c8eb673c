/**
 * The contract as the API client sees it. In dev and tests this is the real contract; `vite build`
 * replaces this module with the route table of `contract-route-table.ts` (see vite.config.ts).
 */
export { contract as contractRoutes } from '@market/contract';
