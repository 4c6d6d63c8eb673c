/**
 * Changes to the server's data as the app learns of them: every write call the API client makes
 * (named by its contract route, `orders.createOrder`), and the changes it only observes (a bank
 * transfer arriving while /my/pending-transfer polls). The client reports each one here; the app
 * decides in one table (app/stale-after-change.ts) which cached queries each change makes stale.
 * So no mutation hook refreshes anything by itself, and a new one cannot forget to: the table is
 * typed by every write route of the contract (decision 032).
 */
import type { Contract } from '@market/contract';

/** `resource.route` of every route of a router that is not a GET. */
type WriteRoutesOf<R> = {
  [K in keyof R & string]: R[K] extends { method: infer M }
    ? M extends 'GET'
      ? never
      : K
    : `${K}.${WriteRoutesOf<R[K]>}`;
}[keyof R & string];

/** Every write call of the contract (POST, PUT, PATCH, DELETE), e.g. `orders.createOrder`. */
export type WriteRoute = WriteRoutesOf<Contract>;

/** Changes made elsewhere that a screen notices: the bank transfer of an order arrived. */
export type ObservedChange = 'transferReceived';

export type DataChange = WriteRoute | ObservedChange;

type ChangeHandler = (change: DataChange) => Promise<void>;

let handler: ChangeHandler | null = null;

/** The app registers what a change does to its cache (app/providers.tsx); null unregisters. */
export function setDataChangeHandler(next: ChangeHandler | null): void {
  handler = next;
}

/**
 * Tells the app that `change` happened. Resolves when the caller may go on: at once, or for the few
 * changes whose next screen needs the fresh data, once it has been fetched.
 */
export function reportDataChange(change: DataChange): Promise<void> {
  return handler ? handler(change) : Promise.resolve();
}
