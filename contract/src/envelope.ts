/**
 * The response envelope every call answers with (ARCHITECTURE.md): `{success, response, error,
 * pagination}`. Success bodies carry `response`; failures carry `error` with a stable code.
 */
import { z } from 'zod';
import { ErrorCode, type ErrorStatus, statusOf } from './errors';

/** Page numbers start at 1 (SPEC §2: "page search values are at least 1"). */
export const Pagination = z
  .object({
    currentPage: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalCount: z.number().int().min(0),
    totalPage: z.number().int().min(0),
    /** The next page number, or null on the last page. */
    nextPage: z.number().int().min(2).nullable(),
  })
  .describe('Pagination');
export type Pagination = z.infer<typeof Pagination>;

export const ApiError = z.object({ code: ErrorCode, message: z.string() }).describe('ApiError');
export type ApiError = z.infer<typeof ApiError>;

/** A successful answer carrying one value. */
export const ok = <T extends z.ZodTypeAny>(response: T) =>
  z.object({
    success: z.literal(true),
    response,
    error: z.null(),
    pagination: z.null(),
  });

/** A successful answer carrying one page of a list, with its pagination. */
export const okPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    success: z.literal(true),
    response: z.array(item),
    error: z.null(),
    pagination: Pagination,
  });

/** Every failure, whatever its status. */
export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    response: z.null(),
    error: ApiError,
    pagination: z.null(),
  })
  .describe('ErrorEnvelope');
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** An answer with nothing to return beyond success (deletes, toggles). */
export const Done = ok(z.object({ done: z.literal(true) }));

/** The error statuses a route declares, each answering with the error envelope. */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorEnvelope> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorEnvelope])) as Record<
    S,
    typeof ErrorEnvelope
  >;
}

/** Build the envelope for a failure, with the status its code belongs to. */
export function failure(code: ErrorCode, message: string) {
  return {
    status: statusOf(code),
    body: { success: false as const, response: null, error: { code, message }, pagination: null },
  };
}

/** Build the envelope for a success. */
export function success<T>(response: T) {
  return { success: true as const, response, error: null, pagination: null };
}

/** Build the envelope for one page of a list. */
export function successPage<T>(response: T[], pagination: Pagination) {
  return { success: true as const, response, error: null, pagination };
}
