/**
 * The demo's mock: built once per browser profile (in the shared worker, or in the page where
 * there is none) from the saved world or the seed, and saved again after every write. A reset
 * (`POST /__mock/reset`, the devtools drawer) also forgets the saved world.
 */
import { CONTROL_PREFIX } from '@market/contract/control';
import {
  type Mock,
  type MockLink,
  type MockSnapshot,
  createMock,
  inPageLink,
} from '@market/mock-server/browser';
import { loadSnapshot, saver } from './persistence';

/** The world the demo serves: the small one, of the seed the e2e journeys know (`pnpm mock`'s). */
const SEED = 1;
const SIZE = 'small';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

// As `pnpm mock`: the world's dates are around today, and its time runs.
const fresh = () => createMock({ seed: SEED, size: SIZE, now: Date.now(), clockMode: 'running' });

/** The saved world, or undefined when it cannot be opened (saved by an older demo): the seed then. */
function restored(snapshot: MockSnapshot): Mock | undefined {
  try {
    return createMock({ ...snapshot.options, clockMode: 'running', restore: snapshot });
  } catch (error) {
    console.warn('The demo could not open its saved world; it starts from the seed.', error);
    return undefined;
  }
}

export async function startMockHost(onUnsaved: (unsaved: boolean) => void): Promise<MockLink> {
  const restore = await loadSnapshot((options) => options.seed === SEED && options.size === SIZE);
  const mock = (restore && restored(restore)) || fresh();
  const persisted = saver(() => mock.snapshot(), onUnsaved);
  const link = inPageLink(mock);
  return {
    async answer(request) {
      const { method } = request;
      const { pathname } = new URL(request.url);
      const response = await link.answer(request);
      if (!READ_ONLY.has(method) && response.ok) {
        if (pathname === `${CONTROL_PREFIX}/reset`) persisted.forget();
        else persisted.changed();
      }
      return response;
    },
    openChat(url, socket) {
      const end = link.openChat(url, socket);
      return {
        // A frame may write the world (a message, a read marker).
        receive(frame) {
          end.receive(frame);
          persisted.changed();
        },
        closed: () => end.closed(),
      };
    },
  };
}
