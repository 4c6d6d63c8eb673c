/**
 * What the stories of this feature need besides the app's providers (.ladle/components.tsx):
 * stories have no API server and no member at the keyboard.
 *
 * - `StoryApi` answers the calls a story makes (an envelope, or never, to show a form submitting)
 *   by standing in for the browser's `fetch` while the story is shown; other calls pass through.
 * - `Scripted` plays what a member would do (type, tick, click, submit) once the story is mounted,
 *   so that error, sent and submitting states can be looked at. While a script plays, the page says
 *   so (`<html data-story-script>`): the story runner and the screenshots wait for the state the
 *   script ends in, not for a quiet moment between two of its steps.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

export type StoryAnswer = { status: number; body: unknown } | 'pending';
/** `POST /api/auth/sign-up` → what the server answers to the body. */
export type StoryRoutes = Record<string, (body: unknown) => StoryAnswer>;

export const answer = (response: unknown, status = 200): StoryAnswer => ({
  status,
  body: { success: true, response, error: null, pagination: null },
});

export const refuse = (status: number, code: string, message = code): StoryAnswer => ({
  status,
  body: { success: false, response: null, error: { code, message }, pagination: null },
});

export function StoryApi({ routes, children }: { routes: StoryRoutes; children: ReactNode }) {
  // Before the children's effects: a story's first call must already be answered here.
  useLayoutEffect(() => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
      if (!handler) return original(input, init);
      const body: unknown = await request.json().catch(() => undefined);
      const reply = handler(body);
      if (reply === 'pending') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return () => {
      window.fetch = original;
    };
  }, [routes]);
  return children;
}

export interface StoryUi {
  /** Types into the input named `name` (as react-hook-form registers it). */
  fill: (name: string, value: string) => Promise<void>;
  /** Clicks the button or checkbox with this text (or input name). */
  click: (textOrName: string) => Promise<void>;
  /** Submits the story's form as its submit button would. */
  submit: () => Promise<void>;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The story was left before its script ended: the script stops, quietly. */
class StoryLeft extends Error {}

function storyUi(root: HTMLElement): StoryUi {
  async function find<T extends Element>(lookup: () => T | null | undefined): Promise<T> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (!root.isConnected) throw new StoryLeft();
      const found = lookup();
      if (found) return found;
      await tick();
    }
    throw new Error('Story script: element not found');
  }

  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  return {
    async fill(name, value) {
      const input = await find(() => root.querySelector<HTMLInputElement>(`input[name="${name}"]`));
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('focusout', { bubbles: true }));
      await tick();
    },
    async click(textOrName) {
      const target = await find(
        () =>
          root.querySelector<HTMLElement>(`input[name="${textOrName}"]`) ??
          [...root.querySelectorAll<HTMLElement>('button, label')].find(
            (element) => element.textContent?.trim() === textOrName,
          ),
      );
      target.click();
      await tick();
    },
    async submit() {
      const form = await find(() => root.querySelector('form'));
      form.requestSubmit();
      await tick();
    },
  };
}

export function Scripted({
  script,
  children,
}: {
  script: (ui: StoryUi) => Promise<void>;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  useEffect(() => {
    if (played.current || !root.current) return;
    played.current = true;
    const page = document.documentElement.dataset;
    page.storyScript = 'playing';
    script(storyUi(root.current))
      .catch((error: unknown) => {
        if (!(error instanceof StoryLeft)) throw error;
      })
      .finally(() => delete page.storyScript);
  }, [script]);
  return <div ref={root}>{children}</div>;
}
