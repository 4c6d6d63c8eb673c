/**
 * A world's clock. Every rule that depends on time (auto-confirm after 3 days, expiring parties,
 * token expiry) reads `now()` from the session's clock, never `Date.now()`, so tests and developers
 * can move a world through time with the control API.
 *
 * `now()` is the world's start time plus an offset. A frozen clock (tests) only moves when told to;
 * a running clock (the CLI) also follows real time, so records created a second apart differ.
 */
export type ClockMode = 'frozen' | 'running';

export interface ClockState {
  /** The current time, epoch milliseconds. */
  now: number;
  /** The world's reference time it started from. */
  startedAt: number;
  offsetMs: number;
  mode: ClockMode;
}

export interface AdvanceBy {
  days?: number;
  hours?: number;
  minutes?: number;
}

const MINUTE_MS = 60_000;

export class Clock {
  private offsetMs = 0;
  private readonly realStart = performance.now();

  constructor(
    readonly startedAt: number,
    readonly mode: ClockMode,
  ) {}

  now(): number {
    const running = this.mode === 'running' ? performance.now() - this.realStart : 0;
    return Math.floor(this.startedAt + this.offsetMs + running);
  }

  /** The current time as a Date, for domain rules that take one. */
  date(): Date {
    return new Date(this.now());
  }

  /** Moves the clock so that `now()` answers `epochMs` (from here on it keeps its mode). */
  set(epochMs: number): void {
    this.offsetMs += epochMs - this.now();
  }

  advance({ days = 0, hours = 0, minutes = 0 }: AdvanceBy): void {
    this.offsetMs += ((days * 24 + hours) * 60 + minutes) * MINUTE_MS;
  }

  state(): ClockState {
    return { now: this.now(), startedAt: this.startedAt, offsetMs: this.offsetMs, mode: this.mode };
  }
}
