/**
 * Applies the caller's session faults (added through `POST /__mock/faults`) before anything else
 * of the route runs: latency first, then a failure if one matches. The control API itself is never
 * faulted, so a test can always clear what it injected.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { failure } from '@market/contract';
import fp from 'fastify-plugin';
import { isControlPath } from '../control/paths';
import type { FailureFault, Fault } from './faults';

const isFailure = (fault: Fault): fault is FailureFault => fault.kind === 'failure';

export const faultsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (isControlPath(path)) return;
      const hits = request.session.faults.take({
        method: request.method,
        path,
        routeUrl: request.routeOptions.url,
      });
      if (hits.length === 0) return;

      const latencyMs = hits.reduce(
        (total, fault) => total + (fault.kind === 'latency' ? fault.latencyMs : 0),
        0,
      );
      if (latencyMs > 0) await sleep(latencyMs);

      const injected = hits.find(isFailure);
      if (injected) {
        request.contractExempt = true;
        const { body } = failure(injected.code, injected.message);
        return reply.code(injected.status).send(body);
      }
    });
  },
  { name: 'mock-faults', dependencies: ['mock-store', 'mock-envelope'], fastify: '5.x' },
);
