/**
 * Every request that may write (any method but GET, HEAD and OPTIONS, outside the control API) is
 * one transaction on its session's world (transaction.ts, decision 030): opened before its handler
 * runs and ended as its answer is serialized. An answer of 400 or more rolls every write back, so a
 * refused or failed call changes nothing, whichever handler or service wrote before it failed; a
 * success commits, and when the commit checks (the money invariants) refuse, the writes are rolled
 * back and the answer becomes 500 INTERNAL_ERROR.
 *
 * This holds because no handler gives the event loop away between its first write and its answer
 * (none awaits): no other request can write while the journal is open.
 */
import { failure } from '@market/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isControlPath } from '../control/paths';
import type { OpenTransaction } from './transaction';

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction of a writing request, until its answer is serialized. */
    requestTransaction: OpenTransaction | null;
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Ends the request's transaction; the failure to answer instead when the commit was refused. */
function end(request: FastifyRequest, reply: FastifyReply) {
  const transaction = request.requestTransaction;
  if (!transaction) return null;
  request.requestTransaction = null;
  if (reply.statusCode >= 400) {
    transaction.rollback();
    return null;
  }
  try {
    transaction.commit();
    return null;
  } catch (error) {
    request.log.error({ err: error }, 'a write broke an invariant and was rolled back');
    request.contractExempt = true;
    reply.code(500);
    return failure('INTERNAL_ERROR', 'Internal error').body;
  }
}

export const requestTransactionPlugin = fp(
  async (app) => {
    app.decorateRequest('requestTransaction', null);

    app.addHook('preHandler', (request, _reply, done) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (!READ_ONLY_METHODS.has(request.method) && !isControlPath(path)) {
        request.requestTransaction = request.session.begin();
      }
      done();
    });
    // Object answers (every JSON answer) end here, before they are turned into text.
    app.addHook('preSerialization', (request, reply, payload, done) => {
      done(null, end(request, reply) ?? payload);
    });
    // Anything else that was sent (or nothing serialized) ends here.
    app.addHook('onSend', (request, reply, payload, done) => {
      const refused = end(request, reply);
      if (refused) reply.header('content-type', 'application/json; charset=utf-8');
      done(null, refused ? JSON.stringify(refused) : payload);
    });
  },
  { name: 'mock-request-transaction', dependencies: ['mock-store'], fastify: '5.x' },
);
