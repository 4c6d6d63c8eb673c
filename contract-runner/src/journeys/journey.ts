/**
 * A write journey: steps that depend on each other, each a checked call recorded under its route.
 * Once a step fails, the later steps are skipped (they would only fail for the same reason), but
 * clean-up steps still run when what they clean up exists.
 */
import type { Expectation } from '../checks';
import type { Params } from '../call-values';
import type { Inventory } from '../discovery';
import type { QueryValue } from '../http';
import type { Account } from '../options';
import { type RunContext, checkedCall, skip } from '../run-context';
import type { Answer, Identity, Issue } from '../types';

/** What the journeys share: the run, what discovery found, and the disposable account. */
export interface JourneyEnv {
  ctx: RunContext;
  inventory: Inventory;
  /** Unique per run: names the disposable account and what the journeys create. */
  runId: string;
  disposable: Account & { nickname: string; seq?: number };
  /** What the journeys leave behind because the contract has no way to remove it. */
  leftBehind: string[];
  /** An image uploaded by the account journey, for the chat journey. */
  imageUrl?: string;
}

export interface StepCall {
  params?: Params;
  query?: Record<string, QueryValue | undefined>;
  body?: unknown;
  expect?: Expectation;
  /** Checks of the step's effect, on a successful answer. */
  verify?: (answer: Answer, response: unknown) => Issue[];
}

export const effect = (message: string): Issue => ({ check: 'effect', message });

/** Runs `verify` on a successful answer's `response`; failures are for the other checks. */
function verifySuccess(answer: Answer, verify: NonNullable<StepCall['verify']>): Issue[] {
  if (answer.status < 200 || answer.status >= 300) return [];
  return verify(answer, (answer.json as { response?: unknown } | undefined)?.response);
}

export class Journey {
  private stoppedBy: string | undefined;

  constructor(
    private readonly env: JourneyEnv,
    readonly name: string,
  ) {}

  get stopped() {
    return this.stoppedBy !== undefined;
  }

  /** Ends the journey early, e.g. when what it needs was not discovered. */
  stop(reason: string) {
    this.stoppedBy ??= reason;
  }

  /** A step: skipped once the journey has stopped; stops the journey when it fails. */
  async step(
    routeKey: string,
    what: string,
    identity: Identity,
    call: StepCall = {},
  ): Promise<unknown | undefined> {
    if (this.stoppedBy !== undefined) {
      skip(
        this.env.ctx,
        this.caseOf(routeKey, what, identity),
        `journey stopped: ${this.stoppedBy}`,
      );
      return undefined;
    }
    const result = await this.run(routeKey, what, identity, call);
    if (!result.passed) this.stop(`"${what}" failed`);
    return result.response;
  }

  /** A clean-up step: runs even after a failure, and a failure does not stop anything. */
  async cleanup(routeKey: string, what: string, identity: Identity, call: StepCall = {}) {
    return (await this.run(routeKey, what, identity, call)).response;
  }

  /** Records a step that cannot be taken, with the reason, and stops the journey. */
  skipStep(routeKey: string, what: string, identity: Identity, reason: string) {
    skip(this.env.ctx, this.caseOf(routeKey, what, identity), reason);
    this.stop(reason);
  }

  private caseOf(routeKey: string, what: string, identity: Identity) {
    return { routeKey, kind: 'journey' as const, name: `journey ${this.name}: ${what}`, identity };
  }

  private async run(routeKey: string, what: string, identity: Identity, call: StepCall) {
    const token = identity === 'anonymous' ? 'none needed' : this.env.ctx.tokens[identity];
    if (!token) {
      const reason = `the ${identity} is not signed in`;
      skip(this.env.ctx, this.caseOf(routeKey, what, identity), reason);
      return { passed: false, response: undefined };
    }
    return checkedCall(this.env.ctx, {
      ...this.caseOf(routeKey, what, identity),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body !== undefined ? { body: call.body } : {}),
      expect: call.expect ?? { status: 'success' },
      ...(call.verify
        ? { extraChecks: (answer: Answer) => verifySuccess(answer, call.verify!) }
        : {}),
    });
  }
}
