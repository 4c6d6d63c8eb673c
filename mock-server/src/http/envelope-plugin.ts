/**
 * Every failure leaves the server as the envelope with a stable code (ARCHITECTURE.md), never as
 * Fastify's or ts-rest's own error shapes and never with a stack trace:
 *
 * | cause                                   | status | code                   |
 * | --------------------------------------- | ------ | ---------------------- |
 * | ApiFailure thrown by a handler or hook  | its own| its code               |
 * | request fails the contract's schemas    | 400    | VALIDATION_FAILED      |
 * | body is not JSON                        | 400    | MALFORMED_JSON         |
 * | body over the limit                     | 413    | PAYLOAD_TOO_LARGE      |
 * | content type without a parser           | 415    | UNSUPPORTED_MEDIA_TYPE |
 * | body shorter or longer than its length  | 400    | MALFORMED_REQUEST      |
 * | HTTP that Node cannot parse (see        | 400    | MALFORMED_REQUEST      |
 * |   client-errors.ts), headers over 16 KiB| 431    | HEADERS_TOO_LARGE      |
 * | no such route                           | 404    | ROUTE_NOT_FOUND        |
 * | a known path, not with this method      | 405    | METHOD_NOT_ALLOWED     |
 * | response breaks the contract            | 500    | INTERNAL_ERROR (logged)|
 * | anything else                           | 500    | INTERNAL_ERROR (logged)|
 *
 * With `validateResponses`, an answer whose status the route's contract does not declare is also
 * turned into a logged 500, so a contract gap fails tests loudly instead of passing silently
 * (ts-rest itself only validates bodies of declared statuses).
 */
import { type ErrorCode, failure } from '@market/contract';
import { ResponseValidationError } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiFailure } from './api-failure';
import { recordRouteMethods } from './route-methods';
import { TransportFailure } from './transport-failure';
import { describeRequestValidationError } from './validation-message';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The answer comes from the transport (validation, parsing, injected faults, crashes), not
     * from the route's logic, so the route's contract need not declare its status.
     */
    contractExempt: boolean;
  }
}

export interface EnvelopePluginOptions {
  validateResponses: boolean;
}

interface TsRestRouteShape {
  method: string;
  path: string;
  query?: unknown;
  responses: Record<string, unknown>;
}

/** The contract route a request was routed to, when it is one (ts-rest keeps it in the config). */
export const tsRestRouteOf = (request: FastifyRequest): TsRestRouteShape | undefined =>
  (request.routeOptions.config as { tsRestRoute?: TsRestRouteShape }).tsRestRoute;

const routeName = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** Sends a failure envelope; the single place failures are written. */
export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status?: number,
) {
  const { status: codeStatus, body } = failure(code, message);
  return reply.code(status ?? codeStatus).send(body);
}

/** ts-rest's request validation hook: the envelope instead of ts-rest's combined error object. */
export function sendValidationFailure(
  error: RequestValidationError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.contractExempt = true;
  return sendFailure(reply, 'VALIDATION_FAILED', describeRequestValidationError(error));
}

/** The code for one of Fastify's own (or a Fastify plugin's) errors. */
function codeOfFastifyError(
  error: FastifyError,
  request: FastifyRequest,
): { code: ErrorCode; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'MALFORMED_JSON', message: 'The body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The body is larger than the server accepts' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        code: 'MALFORMED_REQUEST',
        message: 'The body is not as long as Content-Length says',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `Content type ${JSON.stringify(request.headers['content-type'] ?? '')} is not accepted: send application/json`,
      };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: error.message };
  if (status === 415 || status === 406)
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: error.message };
  if (status === 404) return { code: 'ROUTE_NOT_FOUND', message: error.message };
  if (status === 429) return { code: 'RATE_LIMITED', message: error.message };
  // Fastify's client errors (bad content length, bad URL, ...) describe the request, not the server.
  if (status >= 400 && status < 500) return { code: 'VALIDATION_FAILED', message: error.message };
  return null;
}

export const envelopePlugin = fp<EnvelopePluginOptions>(
  async (app, options) => {
    app.decorateRequest('contractExempt', false);

    const routeMethods = recordRouteMethods(app);

    app.setNotFoundHandler((request, reply) => {
      request.contractExempt = true;
      const path = request.url.split('?')[0];
      const allowed = routeMethods.allowed(request.url);
      // A route that takes this method may still find nothing (a file that is not there).
      if (allowed.length && !allowed.includes(request.method)) {
        reply.header('allow', allowed.join(', '));
        return sendFailure(
          reply,
          'METHOD_NOT_ALLOWED',
          `${path} does not take ${request.method}: it takes ${allowed.join(', ')}`,
        );
      }
      return sendFailure(reply, 'ROUTE_NOT_FOUND', `No route ${request.method} ${path}`);
    });

    // An OPTIONS request (CORS's preflight, or a client asking) learns what the path takes.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'OPTIONS') {
        const allowed = routeMethods.allowed(request.url);
        if (allowed.length) reply.header('allow', allowed.join(', '));
      }
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isApiFailure(error)) {
        if (error instanceof TransportFailure) request.contractExempt = true;
        if (error.code === 'INTERNAL_ERROR') request.log.error({ err: error }, error.message);
        return sendFailure(reply, error.code, error.message);
      }
      request.contractExempt = true;
      if (error instanceof RequestValidationError) {
        return sendFailure(reply, 'VALIDATION_FAILED', describeRequestValidationError(error));
      }
      if (error instanceof ResponseValidationError) {
        request.log.error(
          { route: routeName(request), issues: error.cause.issues },
          `response breaks the contract of ${routeName(request)}`,
        );
        return sendFailure(reply, 'INTERNAL_ERROR', 'Internal error');
      }
      const known = codeOfFastifyError(error, request);
      if (known) {
        request.log.info({ route: routeName(request), code: known.code }, known.message);
        return sendFailure(reply, known.code, known.message);
      }
      request.log.error({ err: error, route: routeName(request) }, 'unexpected error');
      return sendFailure(reply, 'INTERNAL_ERROR', 'Internal error');
    });

    if (options.validateResponses) {
      app.addHook('onSend', async (request, reply, payload) => {
        const route = tsRestRouteOf(request);
        if (!route || request.contractExempt || String(reply.statusCode) in route.responses) {
          return payload;
        }
        request.log.error(
          { route: routeName(request), status: reply.statusCode },
          `status ${reply.statusCode} is not declared by the contract of ${routeName(request)}`,
        );
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        return JSON.stringify(failure('INTERNAL_ERROR', 'Internal error').body);
      });
    }
  },
  { name: 'mock-envelope', fastify: '5.x' },
);
