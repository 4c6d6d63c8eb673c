/**
 * The tests' browser: Vitest's happy-dom environment, with Node's own `fetch` left in place.
 * happy-dom's document costs the suite about a fifth less CPU than jsdom's did (jsdom matched every
 * rule of its default style sheet against each element `getComputedStyle` was asked about, which
 * every role query and `toBeVisible` does up the tree). The requests stay on Node's `fetch`, as
 * under jsdom, which has none: MSW intercepts the `fetch` it did (test/mock-world.ts), and a request
 * that an unmount cancels ends quietly, where happy-dom's printed a `socket hang up` for each.
 * `AbortController` and `AbortSignal` stay Node's too: Node's `fetch` takes no other signal.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const happyDom = builtinEnvironments['happy-dom'];
const nodeFetch = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

export default {
  name: 'happy-dom with Node fetch',
  viteEnvironment: happyDom.viteEnvironment,
  async setup(global: Record<string, unknown>, options) {
    const node = nodeFetch.map((name) => [name, global[name]] as const);
    const environment = await happyDom.setup(global, options);
    for (const [name, value] of node) global[name] = value;
    return environment;
  },
} satisfies Environment;
