/**
 * Failures the Fastify host meets before a request reaches the pipeline (pipeline/mock.ts answers
 * everything after): Fastify's own errors while reading a body (too large, a length that does not
 * hold), a path its router cannot decode, a websocket upgrade in a session id that is not valid.
 * Each leaves as the envelope with a stable code, never as Fastify's own error shape.
 */
import { type ErrorCode, failure } from '@market/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isApiFailure } from './api-failure';

/** Sends a failure envelope from the Fastify host. */
export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status?: number,
) {
  const { status: codeStatus, body } = failure(code, message);
  return reply.code(status ?? codeStatus).send(body);
}

/** The code for one of Fastify's own (or a Fastify plugin's) errors. */
function codeOfFastifyError(error: FastifyError): { code: ErrorCode; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The body is larger than the server accepts' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        code: 'MALFORMED_REQUEST',
        message: 'The body is not as long as Content-Length says',
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

export function fastifyErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (isApiFailure(error)) return sendFailure(reply, error.code, error.message);
  const known = codeOfFastifyError(error);
  if (known) {
    request.log.info({ code: known.code }, known.message);
    return sendFailure(reply, known.code, known.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendFailure(reply, 'INTERNAL_ERROR', 'Internal error');
}
