/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's `clientErrorHandler`):
 * answered in the envelope with a stable code, as every other failure, instead of Fastify's own
 * `{"error":"Bad Request","message":"Client Error"}`. The socket is then closed, as Node and Fastify
 * do, since what follows on it cannot be read.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, failure } from '@market/contract';
import type { FastifyInstance } from 'fastify';

interface ClientError extends Error {
  code?: string;
}

/** llhttp's and Node's error codes, in words a client can act on. */
const READABLE: Record<string, { code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    code: 'HEADERS_TOO_LARGE',
    message: 'The request line and headers are larger than the server accepts (16 KiB)',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'REQUEST_TIMEOUT',
    message: 'The request did not arrive in time',
  },
  HPE_INVALID_METHOD: { code: 'MALFORMED_REQUEST', message: 'The method is not an HTTP method' },
  HPE_INVALID_HEADER_TOKEN: {
    code: 'MALFORMED_REQUEST',
    message: 'A header holds a character HTTP does not allow',
  },
  HPE_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_REQUEST',
    message: 'Content-Length is not a number, or is given twice',
  },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    code: 'MALFORMED_REQUEST',
    message: 'Content-Length and Transfer-Encoding cannot both be sent',
  },
};

export function describeClientError(error: ClientError): { code: ErrorCode; message: string } {
  return (
    READABLE[error.code ?? ''] ?? {
      code: 'MALFORMED_REQUEST',
      message: 'The request is not well-formed HTTP',
    }
  );
}

export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket) {
  // A connection reset leaves nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = describeClientError(error);
  const { status, body } = failure(code, message);
  this.log.info({ code: error.code, answer: code }, `client error: ${error.message}`);
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Connection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy(error);
}
