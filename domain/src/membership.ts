/**
 * Party memberships (SPEC §4). In a module of its own: the web's shared chunk of domain, which the
 * home route loads first, holds only what the shell uses.
 */
import type { MemberStatus } from './vocabulary';

/**
 * Whether a membership holds a seat of its party: approved, or paid for and awaiting the founder's
 * approval (the seat is kept for them while the founder decides, so it cannot be sold twice).
 */
export const holdsSeat = (status: MemberStatus): boolean =>
  status === 'ACTIVE' || status === 'PENDING';
