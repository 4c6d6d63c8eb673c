/**
 * Stories with a live world (issue 40, point 4): a story that opts in with
 *
 *   Checkout.decorators = [withLiveWorld({ signedInAs: 'buyer@example.com' })];
 *
 * runs against the mock itself, in the Ladle page: MSW's service worker (served by
 * vite-plugins/msw-worker-plugin.ts) hands every `/api`, `/__mock`, `/uploads` and `/mock-images`
 * request, and the chat socket, to the same pipeline the mock server runs
 * (`@market/mock-server/browser`, decision 041), over the seeded small world. The story renders the
 * real pages and components with the real API client: nothing of story-cache.tsx, so a reviewer can
 * click through a flow (add to cart, check out, see the order) and every screen answers as against
 * `pnpm mock`.
 *
 * - The world is generated once per seed and page, then put back to its seed (`store.reset()`)
 *   before each story: a story never sees what the one before it bought.
 * - Deterministic: the world's clock is frozen at its seed time (the story runner's page clock is
 *   the same moment) and tokens and codes come from the seeded random source.
 * - `signedInAs` signs in through the real `POST /api/auth` and stores the token as the login form
 *   does (`useSession().signIn`).
 * - While the world starts, and then while any query or mutation is in flight, the page says so
 *   (`<html data-story-script="live-world">`, the attribute scripted stories use): the story runner
 *   and the screenshots wait for the data state, not for a quiet moment between two calls.
 * - The handlers are removed when the story is left: other stories keep their cached data and
 *   their failing calls as before.
 *
 * Only this module (and no module of web/src) may import the mock (eslint.config.js); MSW's worker
 * is the mock's own (`startMockWorker`, as the demo starts it), so its handlers and worker are of
 * one msw.
 */
import type { StoryDecorator } from '@ladle/react';
import { createMock, inPageLink, type Mock, type MockLink } from '@market/mock-server/browser';
import { startMockWorker, type MockWorker } from '@market/mock-server/browser/worker';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { successOf, tsr } from '@/lib/api-client';
import { closeChatSocket } from '@/lib/chat/chat-socket';
import { useSession } from '@/lib/session/session';
import { clearSession } from '@/lib/session/session-store';

/** The seeded accounts of ARCHITECTURE.md (one password for all, as the seeded world has it). */
export type SeededAccount =
  | 'buyer@example.com'
  | 'newbie@example.com'
  | 'seller@example.com'
  | 'seller2@example.com'
  | 'admin@example.com';

/** The seeded world a live story starts in: the mock's records, read to pick an address. */
export type SeededWorld = Mock['store']['seed'];

export interface LiveWorldOptions {
  /** Sign in as this seeded account before the story shows. Default: a guest. */
  signedInAs?: SeededAccount;
  /** The world's seed. Default 1, the seed of `pnpm mock`. */
  seed?: number;
  /**
   * Where the story starts, read from the seeded world (the ids a seed gave). Default: the story's
   * `meta.path`, or `/`.
   */
  startAt?: (world: SeededWorld) => string;
}

/** The value of `<html data-story-script>` while the live world is busy. */
const BUSY = 'live-world';
const DEFAULT_SEED = 1;

let worker: Promise<MockWorker> | null = null;
/** Counts the live stories shown: the last one alone sets the mock the worker answers with. */
let shown = 0;

/**
 * MSW's worker, registered once per page answering nothing: each live story gives it its mock.
 * Ladle's own files and the other stories' calls go on to the network as before.
 */
function startWorker(): Promise<MockWorker> {
  worker ??= startMockWorker(null, `${import.meta.env.BASE_URL}mockServiceWorker.js`);
  return worker;
}

interface LiveMock {
  mock: Mock;
  link: MockLink;
}

const mocks = new Map<number, LiveMock>();

/** The mock of a seed, generated on first use (the small world takes a moment), then kept. */
function liveMock(seed: number): LiveMock {
  let live = mocks.get(seed);
  if (!live) {
    const mock = createMock({ seed, size: 'small', random: 'seeded', clockMode: 'frozen' });
    live = { mock, link: inPageLink(mock) };
    mocks.set(seed, live);
  }
  return live;
}

/** A seeded account's password, as the seeded world has it. */
function passwordOf(world: SeededWorld, email: SeededAccount): string {
  const account = world.users.find((user) => user.email === email);
  if (!account) throw new Error(`The seeded world has no ${email}`);
  return account.password;
}

function markBusy(busy: boolean): void {
  const page = document.documentElement.dataset;
  if (busy) page.storyScript = BUSY;
  else if (page.storyScript === BUSY) delete page.storyScript;
}

/** Marks the page busy while any query or mutation of the story's client is in flight. */
function followCalls(queryClient: QueryClient): () => void {
  const update = () => markBusy(queryClient.isFetching() + queryClient.isMutating() > 0);
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(update);
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(update);
  update();
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}

function LiveWorld({ options, children }: { options: LiveWorldOptions; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  // The story's first options and callbacks are the ones for its whole life.
  const start = useRef({ options, signIn, navigate, queryClient });

  useEffect(() => {
    const { options, signIn, navigate, queryClient } = start.current;
    const story = ++shown;
    let left = false;
    let stopFollowing = () => {};
    markBusy(true);
    // The story frame filled the cache with the shell's made-up data: this story asks the world.
    queryClient.clear();
    // The worker registers (off the main thread) while the world is generated, on first use.
    const registered = startWorker();
    const live = liveMock(options.seed ?? DEFAULT_SEED);
    live.mock.store.reset();
    const started = registered.then(async (running) => {
      if (left) return running;
      running.answerWith(live.link);
      if (options.signedInAs) {
        const password = passwordOf(live.mock.store.seed, options.signedInAs);
        const answer = await tsr.auth.signIn.mutate({
          body: { email: options.signedInAs, password, stayLoggedIn: false },
        });
        if (left) return running;
        signIn(successOf(answer).body.response, { stayLoggedIn: false });
      }
      if (options.startAt) navigate(options.startAt(live.mock.store.seed), { replace: true });
      stopFollowing = followCalls(queryClient);
      setReady(true);
      return running;
    });
    return () => {
      left = true;
      stopFollowing();
      markBusy(false);
      closeChatSocket();
      clearSession();
      // Unless another live story has taken the worker meanwhile (unmounts run before mounts).
      void started.then((running) => {
        if (story === shown) running.answerWith(null);
      });
    };
  }, []);

  return ready ? children : null;
}

/** The decorator: `Story.decorators = [withLiveWorld({ signedInAs: 'buyer@example.com' })]`. */
export function withLiveWorld(options: LiveWorldOptions = {}): StoryDecorator {
  function WithLiveWorld(Story: Parameters<StoryDecorator>[0]) {
    return (
      <LiveWorld options={options}>
        <Story />
      </LiveWorld>
    );
  }
  return WithLiveWorld;
}
