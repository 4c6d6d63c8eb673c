/**
 * Applies the caller's session faults (added through `POST /__mock/faults`) before anything else
 * of the route runs: latency first, then a failure if one matches. The control API itself is never
 * faulted, so a test can always clear what it injected.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { failure } from '@market/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isControlPath } from '../control/paths';
import type { FailureFault, Fault } from './faults';

const isFailure = (fault: Fault): fault is FailureFault => fault.kind === 'failure';

/** Waits out the faults' latency, then answers with the first injected failure; true if it did. */
async function applyFaults(request: FastifyRequest, reply: FastifyReply, hits: Fault[]) {
  const latencyMs = hits.reduce(
    (total, fault) => total + (fault.kind === 'latency' ? fault.latencyMs : 0),
    0,
  );
  if (latencyMs > 0) await sleep(latencyMs);

  const injected = hits.find(isFailure);
  if (!injected) return false;
  request.contractExempt = true;
  const { body } = failure(injected.code, injected.message);
  reply.code(injected.status).send(body);
  return true;
}

export const faultsPlugin = fp(
  async (app) => {
    // Callback style: the usual request has no fault and should not pay for a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?')[0] ?? request.url;
      const hits = isControlPath(path)
        ? []
        : request.session.faults.take({
            method: request.method,
            path,
            routeUrl: request.routeOptions.url,
          });
      if (hits.length === 0) {
        done();
        return;
      }
      // After a reply the hook chain must stop, so `done` is called only when nothing was sent.
      applyFaults(request, reply, hits).then((replied) => {
        if (!replied) done();
      }, done);
    });
  },
  { name: 'mock-faults', dependencies: ['mock-store', 'mock-envelope'], fastify: '5.x' },
);
