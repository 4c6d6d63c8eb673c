/** The control API's handlers (see `contract.ts`). They act on the caller's session. */
import { statusOf, success } from '@market/contract';
import { toDateTimeString } from '@market/domain';
import { optionalUser } from '../auth/users';
import { ApiFailure } from '../http/api-failure';
import { type RouterHandlers, defineRouter } from '../routes/define-resource';
import type { MockServices } from '../pipeline/services';
import type { Clock } from '../store/clock';
import type { Fault } from '../store/faults';
import { type ClockView, controlContract } from './contract';
import { seededAccountViews } from './seeded-accounts';

function clockView(clock: Clock): ClockView {
  const state = clock.state();
  return {
    now: new Date(state.now).toISOString(),
    business: toDateTimeString(new Date(state.now)),
    epochMs: state.now,
    startedAt: new Date(state.startedAt).toISOString(),
    offsetMs: Math.round(state.offsetMs),
    mode: state.mode,
  };
}

// Views copy the fault so later counting down does not change an answer already built.
const faultView = (fault: Fault) => ({ ...fault });

function controlHandlers(mock: MockServices): RouterHandlers<typeof controlContract> {
  const { seed } = mock.store;
  const postCount = seed.subscriptionPosts.length + seed.couponPosts.length + seed.codePosts.length;

  return {
    health: async () => ({
      status: 200,
      body: success({
        status: 'ok' as const,
        seed: mock.config.seed,
        size: mock.config.size,
        posts: postCount,
      }),
    }),

    reset: async ({ request }) => {
      request.session = mock.store.reset(request.session.id);
      return { status: 200, body: success({ session: request.session.id }) };
    },

    getClock: async ({ request }) => ({ status: 200, body: success(clockView(request.clock)) }),

    setClock: async ({ request, body }) => {
      if ('now' in body) request.clock.set(new Date(body.now).getTime());
      else request.clock.advance(body);
      return { status: 200, body: success(clockView(request.clock)) };
    },

    listFaults: async ({ request }) => ({
      status: 200,
      body: success(request.session.faults.list().map(faultView)),
    }),

    addFault: async ({ request, body }) => {
      const target = {
        pattern: body.pattern,
        method: body.method ?? null,
        remaining: body.times ?? null,
      };
      const fault =
        'latencyMs' in body
          ? request.session.faults.add({ ...target, kind: 'latency', latencyMs: body.latencyMs })
          : request.session.faults.add({
              ...target,
              kind: 'failure',
              code: body.code,
              status: body.status ?? statusOf(body.code),
              message: body.message ?? `Injected failure: ${body.code}`,
            });
      return { status: 201, body: success(faultView(fault)) };
    },

    clearFaults: async ({ request }) => {
      const cleared = request.session.faults.list().length;
      request.session.faults.clear();
      return { status: 200, body: success({ cleared }) };
    },

    removeFault: async ({ request, params }) => {
      if (!request.session.faults.remove(params.id)) {
        throw new ApiFailure('NOT_FOUND', `No fault ${params.id} in this session`);
      }
      return { status: 200, body: success({ removed: params.id }) };
    },

    accounts: async () => ({ status: 200, body: success(seededAccountViews(seed)) }),

    session: async ({ request }) => {
      const user = optionalUser(request);
      return {
        status: 200,
        body: success({
          session: request.session.id,
          user: user && {
            seq: user.seq,
            email: user.email,
            nickname: user.nickname,
            roles: user.roles,
          },
        }),
      };
    },

    listTransfers: async ({ request }) => {
      const listTransfers = mock.controlActions.get('listTransfers');
      return { status: 200, body: success(listTransfers(request.session)) };
    },

    receiveTransfer: async ({ request, params }) => {
      const receive = mock.controlActions.get('receiveTransfer');
      return { status: 200, body: success(receive(request.session, params.orderId)) };
    },

    outbox: async ({ request }) => {
      const listOutbox = mock.controlActions.get('listOutbox');
      return { status: 200, body: success(listOutbox(request.session)) };
    },

    startJournal: async ({ request }) => {
      mock.journal.start(request.session.id);
      return { status: 200, body: success({ recording: true as const }) };
    },

    journal: async ({ request }) => ({
      status: 200,
      body: success([...mock.journal.entries(request.session.id)]),
    }),

    stopJournal: async ({ request }) => ({
      status: 200,
      body: success({ removed: mock.journal.stop(request.session.id) }),
    }),
  };
}

/** The control API, served like a resource (it has no `metadata.auth`, so no caller is resolved). */
export const controlResource = defineRouter('control', controlContract, controlHandlers);
