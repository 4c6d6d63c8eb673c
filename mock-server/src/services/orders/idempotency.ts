/**
 * The checkout's Idempotency-Key (decision 016), honoured as Stripe does: the first answer given for
 * a member's key is kept with the body it answered; the same key with the same body gets that answer
 * again and changes nothing, the same key with another body is 409 IDEMPOTENCY_KEY_REUSED.
 *
 * Answers are kept per session world (a reset forgets them) and per member (two members may pick the
 * same key). Both the order and a refusal are kept: a retry of a refused attempt is refused again, and
 * a client that wants another try after a refusal makes a new key. Nothing is awaited between the
 * look-up and the store, so two identical requests at once find one order, not two.
 */
import type { World } from '@market/world';

export interface KeptAnswer<A> {
  /** The body the key was first used with, as a canonical text. */
  readonly fingerprint: string;
  readonly answer: A;
}

const keptByWorld = new WeakMap<World, Map<string, KeptAnswer<unknown>>>();

/** Object keys sorted at every depth, so `{a, b}` and `{b, a}` are the same body. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const fingerprintOf = (body: unknown): string => JSON.stringify(canonical(body));

export type IdempotentOutcome<A> =
  | { kind: 'fresh'; answer: A }
  | { kind: 'replayed'; answer: A }
  | { kind: 'reused' };

/**
 * Runs `answer` once per (member, key): without a key it simply runs. `answer` must be synchronous
 * and return (not throw) its refusals, so that they are kept like orders.
 */
export function once<A>(
  world: World,
  scope: { userSeq: number; key: string | undefined; body: unknown },
  answer: () => A,
): IdempotentOutcome<A> {
  if (scope.key === undefined) return { kind: 'fresh', answer: answer() };
  let kept = keptByWorld.get(world);
  if (!kept) {
    kept = new Map();
    keptByWorld.set(world, kept);
  }
  const id = `${scope.userSeq}\u0000${scope.key}`;
  const fingerprint = fingerprintOf(scope.body);
  const previous = kept.get(id) as KeptAnswer<A> | undefined;
  if (previous) {
    return previous.fingerprint === fingerprint
      ? { kind: 'replayed', answer: previous.answer }
      : { kind: 'reused' };
  }
  const fresh = answer();
  kept.set(id, { fingerprint, answer: fresh });
  return { kind: 'fresh', answer: fresh };
}
