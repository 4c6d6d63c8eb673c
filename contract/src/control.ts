/**
 * The control API under `/__mock` (imported as `@market/contract/control`, apart from the product
 * contract): typed like the product contract and answering in the same
 * envelope, but not part of it (the web app and the OpenAPI document never see it). Tests and
 * developers use it to inspect and steer a session's world.
 */
import { OrderStatus, Role } from '@market/domain/schemas';
import { z } from 'zod';
import { c } from './contract';
import { errors, ok } from './envelope';
import { ErrorCode } from './errors';
import { Seq } from './query';

/** Every control route lives under this prefix, outside the product's `/api`. */
export const CONTROL_PREFIX = '/__mock';
/** The header that puts a caller in a world of its own (see the mock server's README). */
export const SESSION_HEADER = 'x-mock-session';

const WorldSizeSchema = z.enum(['small', 'default', 'large']);

export const Health = z.object({
  status: z.literal('ok'),
  seed: z.number().int(),
  size: WorldSizeSchema,
  /** Posts of every type in the seed world. */
  posts: z.number().int().min(0),
});

export const ClockView = z.object({
  /** ISO 8601, UTC. */
  now: z.string().datetime(),
  /** The same moment as the product shows it: `yyyy-MM-dd HH:mm:ss` in Asia/Seoul. */
  business: z.string(),
  epochMs: z.number().int(),
  /** The world's reference time, ISO 8601. */
  startedAt: z.string().datetime(),
  offsetMs: z.number().int(),
  mode: z.enum(['frozen', 'running']),
});
export type ClockView = z.infer<typeof ClockView>;

const MAX_ADVANCE = 10 * 366;

export const SetClockBody = z.union([
  z
    .object({
      /** ISO 8601 with an offset (`2026-03-01T09:00:00+09:00`) or epoch milliseconds. */
      now: z.union([z.string().max(40).datetime({ offset: true }), z.number().int().min(0)]),
    })
    .strict(),
  z
    .object({
      days: z.number().int().min(0).max(MAX_ADVANCE).optional(),
      hours: z
        .number()
        .int()
        .min(0)
        .max(MAX_ADVANCE * 24)
        .optional(),
      minutes: z
        .number()
        .int()
        .min(0)
        .max(MAX_ADVANCE * 24 * 60)
        .optional(),
    })
    .strict()
    .refine((advance) => Object.keys(advance).length > 0, 'give days, hours or minutes'),
]);
export type SetClockBody = z.infer<typeof SetClockBody>;

const HttpMethod = z
  .string()
  .max(10)
  .transform((method) => method.toUpperCase())
  .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));

const faultTarget = {
  /** `/api/order/:id/view` (a route as declared) or a path with `*` wildcards (`/api/cart*`). */
  pattern: z.string().min(1).max(300).startsWith('/'),
  /** Only this method; every method when left out. */
  method: HttpMethod.optional(),
  /** Apply to this many matching requests, then drop the fault; until cleared when left out. */
  times: z.number().int().min(1).max(10_000).optional(),
};

export const AddFaultBody = z.union([
  z.object({ ...faultTarget, latencyMs: z.number().int().min(1).max(60_000) }).strict(),
  z
    .object({
      ...faultTarget,
      code: ErrorCode,
      /** Defaults to the status of `code`. */
      status: z.number().int().min(400).max(599).optional(),
      message: z.string().max(300).optional(),
    })
    .strict(),
]);
export type AddFaultBody = z.infer<typeof AddFaultBody>;

export const FaultView = z.discriminatedUnion('kind', [
  z.object({
    id: z.number().int(),
    kind: z.literal('latency'),
    pattern: z.string(),
    method: z.string().nullable(),
    remaining: z.number().int().nullable(),
    latencyMs: z.number().int(),
  }),
  z.object({
    id: z.number().int(),
    kind: z.literal('failure'),
    pattern: z.string(),
    method: z.string().nullable(),
    remaining: z.number().int().nullable(),
    status: z.number().int(),
    code: ErrorCode,
    message: z.string(),
  }),
]);

export const SeededAccountView = z.object({
  email: z.string(),
  password: z.string(),
  userSeq: z.number().int(),
  nickname: z.string(),
  roles: z.array(z.string()),
  /** Who the account is and what data it promises (ARCHITECTURE.md). */
  description: z.string(),
});
export type SeededAccountView = z.infer<typeof SeededAccountView>;

export const SessionView = z.object({ session: z.string() });

/** The caller's mock session and who its `api_key` token signs in, if anyone. */
export const SessionInfoView = z.object({
  session: z.string(),
  user: z
    .object({
      seq: z.number().int(),
      email: z.string(),
      nickname: z.string(),
      roles: z.array(Role),
    })
    .nullable(),
});
export type SessionInfoView = z.infer<typeof SessionInfoView>;

/** An e-money top-up waiting for its bank transfer. */
export const PendingTransferView = z.object({
  orderId: z.string(),
  userSeq: z.number().int(),
  email: z.string(),
  amount: z.number().int(),
  depositorName: z.string(),
  /** ISO 8601, UTC. */
  dueAt: z.string().datetime(),
});
export type PendingTransferView = z.infer<typeof PendingTransferView>;

export const TransferReceivedView = z.object({
  orderId: z.string(),
  status: OrderStatus,
  credited: z.number().int(),
});

export const SentMessageView = z.object({
  to: z.string(),
  kind: z.enum(['EMAIL_VERIFICATION', 'PASSWORD_RESET']),
  code: z.string(),
  link: z.string().nullable(),
  sentAt: z.string().datetime(),
});

/** One exchange of the request journal: a request off the control API and its answer. */
export const JournalEntryView = z.object({
  method: z.string(),
  /** The path as requested, without its query. */
  path: z.string(),
  query: z.record(z.union([z.string(), z.array(z.string())])),
  /** The request's headers (lower-case), less those that carry a credential. */
  headers: z.record(z.string()),
  /** The JSON body sent; absent when there was none. */
  body: z.unknown().optional(),
  status: z.number().int(),
  /** The JSON answer; absent when the answer was not JSON. */
  answer: z.unknown().optional(),
});
export type JournalEntryView = z.infer<typeof JournalEntryView>;

export const controlContract = c.router(
  {
    health: {
      method: 'GET',
      path: '/health',
      summary: 'Answers once the seed world is generated.',
      responses: { 200: ok(Health) },
    },
    reset: {
      method: 'POST',
      path: '/reset',
      summary: "Puts the caller's session back to the seed: world, clock, tokens and faults.",
      body: c.noBody(),
      responses: { 200: ok(SessionView) },
    },
    getClock: {
      method: 'GET',
      path: '/clock',
      summary: "The caller's world time.",
      responses: { 200: ok(ClockView) },
    },
    setClock: {
      method: 'POST',
      path: '/clock',
      summary: "Sets the caller's world time ({now}) or moves it forward ({days, hours, minutes}).",
      body: SetClockBody,
      responses: { 200: ok(ClockView), ...errors(400) },
    },
    listFaults: {
      method: 'GET',
      path: '/faults',
      summary: "The faults injected into the caller's session.",
      responses: { 200: ok(z.array(FaultView)) },
    },
    addFault: {
      method: 'POST',
      path: '/faults',
      summary: 'Injects latency ({latencyMs}) or a failure ({code, status?}) for a route pattern.',
      body: AddFaultBody,
      responses: { 201: ok(FaultView), ...errors(400) },
    },
    clearFaults: {
      method: 'DELETE',
      path: '/faults',
      summary: "Removes every fault of the caller's session.",
      body: c.noBody(),
      responses: { 200: ok(z.object({ cleared: z.number().int() })) },
    },
    removeFault: {
      method: 'DELETE',
      path: '/faults/:id',
      summary: "Removes one fault of the caller's session.",
      pathParams: z.object({ id: Seq }),
      body: c.noBody(),
      responses: { 200: ok(z.object({ removed: z.number().int() })), ...errors(400, 404) },
    },
    accounts: {
      method: 'GET',
      path: '/accounts',
      summary: 'The seeded accounts (ARCHITECTURE.md), with their password.',
      responses: { 200: ok(z.array(SeededAccountView)) },
    },
    session: {
      method: 'GET',
      path: '/session',
      summary: "The caller's session id and the user its api_key token signs in (null when none).",
      responses: { 200: ok(SessionInfoView) },
    },
    listTransfers: {
      method: 'GET',
      path: '/transfers',
      summary: "The e-money top-ups of the caller's session awaiting their bank transfer.",
      responses: { 200: ok(z.array(PendingTransferView)), ...errors(503) },
    },
    receiveTransfer: {
      method: 'POST',
      path: '/transfers/:orderId/receive',
      summary: 'Marks the bank transfer of an e-money top-up as received.',
      pathParams: z.object({ orderId: z.string().min(1).max(64) }),
      body: c.noBody(),
      responses: { 200: ok(TransferReceivedView), ...errors(400, 404, 409, 503) },
    },
    outbox: {
      method: 'GET',
      path: '/outbox',
      summary: 'The e-mails the server "sent" in the caller\'s session, oldest first.',
      responses: { 200: ok(z.array(SentMessageView)), ...errors(503) },
    },
    startJournal: {
      method: 'POST',
      path: '/journal',
      summary:
        "Starts recording the caller's session's requests and answers (the request journal), from empty.",
      body: c.noBody(),
      responses: { 200: ok(z.object({ recording: z.literal(true) })) },
    },
    journal: {
      method: 'GET',
      path: '/journal',
      summary:
        "The requests off the control API the caller's session received while recording, oldest first, each with its answer.",
      responses: { 200: ok(z.array(JournalEntryView)) },
    },
    stopJournal: {
      method: 'DELETE',
      path: '/journal',
      summary: "Stops recording the caller's session and forgets its journal.",
      body: c.noBody(),
      responses: { 200: ok(z.object({ removed: z.number().int() })) },
    },
  },
  { pathPrefix: CONTROL_PREFIX, strictStatusCodes: true },
);
export type ControlContract = typeof controlContract;
