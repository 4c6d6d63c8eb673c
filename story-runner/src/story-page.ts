/**
 * A browser page that shows one story after another of a Ladle build, and knows when a story has
 * settled: its frame mounted it (web/.ladle/components.tsx marks the page), its script (if any)
 * has played to the end, no Suspense boundary still shows its fallback, no request (a lazy chunk,
 * a language's texts) is in flight, and React committed nothing for two frames.
 *
 * The page loads Ladle once, in preview mode, and then switches stories through Ladle's own
 * dispatch (`window.ladleDispatch`, as its links do): a full load of Ladle per story cost about
 * half a second of the two cores, five times the story itself.
 *
 * React tells about its commits through the devtools hook (the interface React DevTools uses, in
 * production builds too): the page gets a minimal hook that counts commits and, on each, notes
 * whether a Suspense boundary shows its fallback. The page itself watches for the settled state,
 * frame by frame, and answers once: asked from here, each frame cost a round trip to the browser
 * (the wait per story halved when the watching moved into the page).
 */
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from '@playwright/test';
import { chromiumArgs, findChromium } from '@market/journeys/browser';
import { chromium } from '@playwright/test';

/** The clock the stories see: the seeded world's "now" (world's DEFAULT_NOW), every run. */
export const STORY_CLOCK = new Date('2026-11-01T00:00:00+09:00');

/** Narrowest width the layout supports (SPEC), where the runner checks every story. */
export const PHONE_WIDTH = 360;

/**
 * A bound on a story's settling, not a wait: a story that settles ends it at once. At 15 s, the
 * cart's line stories failed to settle on a two-core machine under a load of 15 to 25 (on Vite 6's
 * build and on Vite 8's alike), and passed with the machine quiet.
 */
const SETTLE_TIMEOUT_MS = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

/** Something the page logged or threw while a story was shown. */
export interface PageError {
  kind: 'console' | 'exception' | 'request';
  text: string;
  /** For the console's "Failed to load resource": the resource's address. */
  resource?: string;
}

declare global {
  interface Window {
    ladleDispatch?: (action: { type: string; value: unknown }) => void;
    __storyRunner?: {
      commits: number;
      suspended: boolean;
      /** Shows the story and resolves once it has settled (true) or the time is up (false). */
      show: (storyId: string, timeoutMs: number) => Promise<boolean>;
      /** Resolves once the story shown has settled (true) or the time is up (false). */
      settle: (storyId: string, timeoutMs: number) => Promise<boolean>;
    };
  }
}

/** Installed before Ladle's scripts: React finds the hook when it starts. */
function installStoryRunner() {
  // React reveals content that replaces a Suspense fallback no sooner than 300 ms after the
  // fallback showed (FALLBACK_THROTTLE_MS, against a flash of content). Ladle loads every story
  // through React.lazy, so every story would wait so, idle: once a commit leaves a fallback
  // showing, the page's clock (React's scheduler reads performance.now) moves on by those 300 ms.
  const realNow = performance.now.bind(performance);
  let skipped = 0;
  performance.now = () => realNow() + skipped;

  /**
   * Settled: the frame mounted the story, its script (if any, web/src/features/auth/test/
   * story-kit.tsx) has played, no Suspense fallback shows, and React committed nothing during two
   * frames in a row (a request that finished inside the first frame gets its render seen).
   */
  const settle = (storyId: string, timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const deadline = realNow() + timeoutMs;
      const root = document.documentElement.dataset;
      let commits = state.commits;
      let quietFrames = 0;
      const frame = () => {
        const quiet =
          root.storyMounted === storyId &&
          root.storyScript === undefined &&
          !state.suspended &&
          state.commits === commits;
        commits = state.commits;
        quietFrames = quiet ? quietFrames + 1 : 0;
        if (quietFrames === 2) resolve(true);
        else if (realNow() > deadline) resolve(false);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  const state = {
    commits: 0,
    suspended: false,
    settle,
    show(storyId: string, timeoutMs: number) {
      delete document.documentElement.dataset.storyMounted;
      window.ladleDispatch!({ type: 'update-story', value: storyId });
      return settle(storyId, timeoutMs);
    },
  };
  window.__storyRunner = state;

  const SUSPENSE = 13;
  interface Fiber {
    tag: number;
    memoizedState: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const showsFallback = (root: Fiber): boolean => {
    const stack: Fiber[] = [root];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (fiber.tag === SUSPENSE && fiber.memoizedState !== null) return true;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return false;
  };
  let nextId = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = ++nextId;
        this.renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        state.commits += 1;
        state.suspended = showsFallback(root.current);
        if (state.suspended) skipped += 300;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

/**
 * A console error as a reader would see it: React logs a caught render error as a format string
 * (`%o … %s`) with the error among its arguments, which the message's own text leaves out.
 */
async function consoleError(message: ConsoleMessage): Promise<PageError> {
  const text = message.text();
  if (text.startsWith('Failed to load resource')) {
    return { kind: 'console', text, resource: message.location().url };
  }
  if (!/%[sdoOc]/.test(text)) return { kind: 'console', text };
  const [format = '', ...values] = await Promise.all(
    message
      .args()
      .map((arg) =>
        arg
          .evaluate((value) =>
            value instanceof Error ? (value.stack ?? value.message) : String(value),
          )
          .catch(() => '?'),
      ),
  );
  return { kind: 'console', text: format.replace(/%[sdoOc]/g, () => values.shift() ?? '') };
}

export interface StoryPageOptions {
  /** The Ladle build's address. */
  baseUrl: string;
  width: number;
  height?: number;
  /** No animation, transition or caret (for screenshots). Default false. */
  still?: boolean;
  /** Scripts each load of the page runs before Ladle's (what the checks call in the page). */
  scripts?: string[];
}

const stillStyles = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;

export class StoryPage {
  private inFlight = 0;
  /**
   * Stories shown so far, and the one each request was made for. A request still in flight when
   * the next story is shown (aborted by a new load of the page; or a picture of a live-world story
   * whose mock answered nothing any more once the story was left) fails after the new story's
   * errors were cleared: it is the story's before, which was checked already, not this one's.
   */
  private shows = 0;
  private readonly showOf = new WeakMap<Request, number>();
  /** Addresses whose request failed for an earlier story (their console line is that story's). */
  private readonly staleFailures = new Set<string>();
  private errors: PageError[] = [];
  /** Console errors, while their arguments are read. */
  private pending: Promise<PageError>[] = [];
  private loaded = false;

  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
    private readonly baseUrl: string,
    private readonly still: boolean,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.pending.push(consoleError(message));
    });
    page.on('pageerror', (error) =>
      this.errors.push({ kind: 'exception', text: error.stack ?? error.message }),
    );
    page.on('request', (request) => {
      this.inFlight += 1;
      this.showOf.set(request, this.shows);
    });
    page.on('requestfinished', () => (this.inFlight -= 1));
    page.on('response', (response) => {
      if (response.status() < 400) return;
      if (this.isStale(response.request())) return;
      this.errors.push({ kind: 'request', text: `${response.status()} ${response.url()}` });
    });
    page.on('requestfailed', (request) => {
      this.inFlight -= 1;
      if (this.isStale(request)) return;
      this.errors.push({
        kind: 'request',
        text: `${request.failure()?.errorText ?? 'failed'} ${request.url()}`,
      });
    });
  }

  /** A page of its own (its own storage: stories sign in and out), at the given width. */
  static async open(browser: Browser, options: StoryPageOptions): Promise<StoryPage> {
    const context = await browser.newContext({
      viewport: { width: options.width, height: options.height ?? 800 },
      // The product's business time zone and default language, as in the e2e journeys.
      timezoneId: 'Asia/Seoul',
      locale: 'ko-KR',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(STORY_CLOCK);
    // tsx compiles this package keeping function names (esbuild's keepNames), which wraps them in a
    // `__name` helper that the functions passed to the page then call: the page gets a no-op one.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.addInitScript(installStoryRunner);
    for (const content of options.scripts ?? []) await page.addInitScript({ content });
    return new StoryPage(context, page, options.baseUrl, options.still ?? false);
  }

  /**
   * Shows the story and waits until it has settled. A story that does not settle in a page that
   * showed others before is shown again in a freshly loaded one: once a story throws, Ladle's error
   * boundary shows nothing for good, so the next stories in that page would fail for it.
   */
  async show(storyId: string): Promise<{ settled: boolean }> {
    const fresh = !this.loaded;
    const settled = await this.showOnce(storyId);
    if (settled || fresh) return { settled };
    this.loaded = false;
    return { settled: await this.showOnce(storyId) };
  }

  private async showOnce(storyId: string): Promise<boolean> {
    this.shows += 1;
    this.errors = [];
    this.pending = [];
    this.staleFailures.clear();
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    if (this.loaded) {
      const settled = await this.page.evaluate(({ id, ms }) => window.__storyRunner!.show(id, ms), {
        id: storyId,
        ms: SETTLE_TIMEOUT_MS,
      });
      return settled && this.requestsDone(storyId, deadline);
    }
    await this.page.goto(`${this.baseUrl}?story=${encodeURIComponent(storyId)}&mode=preview`);
    await this.page.waitForFunction(() => typeof window.ladleDispatch === 'function');
    if (this.still) await this.page.addStyleTag({ content: stillStyles });
    this.loaded = true;
    return this.settle(storyId, deadline);
  }

  /** The next story loads Ladle afresh (after a story that threw or showed nothing). */
  reloadBeforeNext(): void {
    this.loaded = false;
  }

  /** Whether a failed request was made for a story before the one shown now (noting it if so). */
  private isStale(request: Request): boolean {
    const stale = this.showOf.get(request) !== this.shows;
    if (stale) this.staleFailures.add(request.url());
    return stale;
  }

  /** What the page logged, threw or failed to load since the story was asked for. */
  async takeErrors(): Promise<PageError[]> {
    const errors = [...(await Promise.all(this.pending)), ...this.errors].filter(
      (error) => !(error.resource && this.staleFailures.has(error.resource)),
    );
    this.errors = [];
    this.pending = [];
    return errors;
  }

  async resize(width: number, height = 800): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  /**
   * Waits (up to a bound) for the story's settled state; false when it never came. A page that
   * loads itself again meanwhile is waited for: MSW reloads a page its service worker does not
   * control yet (one loaded while the worker of a live-world story was still installing).
   */
  async settle(storyId: string, deadline = Date.now() + SETTLE_TIMEOUT_MS): Promise<boolean> {
    let settled: boolean;
    try {
      settled = await this.page.evaluate(({ id, ms }) => window.__storyRunner!.settle(id, ms), {
        id: storyId,
        ms: Math.max(0, deadline - Date.now()),
      });
    } catch (error) {
      if (!/Execution context was destroyed/.test(String(error)) || Date.now() >= deadline) {
        throw error;
      }
      const reloaded = await this.page
        .waitForFunction(() => typeof window.ladleDispatch === 'function', null, {
          timeout: Math.max(1, deadline - Date.now()),
        })
        .then(
          () => true,
          () => false,
        );
      return reloaded && this.settle(storyId, deadline);
    }
    return settled && this.requestsDone(storyId, deadline);
  }

  /**
   * The page settled with no request in flight (a picture, a lazy chunk still coming): the page
   * cannot see its requests start, the browser tells here. Otherwise it settles again after them.
   */
  private async requestsDone(storyId: string, deadline: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    if (Date.now() >= deadline) return false;
    await this.page.waitForEvent('requestfinished', { timeout: 1_000 }).catch(() => undefined);
    return this.settle(storyId, deadline);
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
