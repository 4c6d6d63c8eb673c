/**
 * A failure raised by the transport around a route (session header, injected faults, body parsing)
 * rather than by the route's own logic. Such answers need not be declared by the route's contract.
 */
import { ApiFailure } from './api-failure';

export class TransportFailure extends ApiFailure {
  override readonly name = 'TransportFailure';
}
