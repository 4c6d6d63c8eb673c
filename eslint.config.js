// One flat config for the whole workspace. The layer rule of docs/ARCHITECTURE (domain <- contract
// <- mock-server, domain <- world <- fixtures <- mock-server; web and the outside checkers on top;
// decisions 034, 045) is
// enforced with no-restricted-imports so that an import against the direction fails `npm test`.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/feature-boundaries.js';
import appPaths from './scripts/eslint/app-paths.js';
import queryStyle from './scripts/eslint/query-style.js';

/** The workspace's own rules, as one plugin (a plugin name may be defined once). */
const local = { rules: { ...boundaries.rules, ...queryStyle.rules, ...appPaths.rules } };

const pkg = (name) => [`@market/${name}`, `@market/${name}/*`, `**/${name}/src/**`];

/**
 * The packages that check the product from outside (decision 045): the browser journeys (whose
 * `src/browser.ts` and `tests/support/` the story runner and the web bench reuse), the contract
 * runner (installed alone by a backend team: it leans on no browser tool), the story runner, and
 * the web bench.
 */
const outside = ['journeys', 'contract-runner', 'story-runner', 'web-bench'];
const mockAndWeb = ['web', 'mock-server', 'world', 'fixtures'];

/** What each layer may not import, with the reason shown in the lint error. */
const forbidden = {
  domain: ['contract', 'world', 'fixtures', 'mock-server', 'web', ...outside],
  contract: ['world', 'fixtures', 'mock-server', 'web', ...outside],
  // The World and its generator need no wire shape: they sit on domain only (decision 034).
  world: ['contract', 'fixtures', 'mock-server', 'web', ...outside],
  fixtures: ['contract', 'mock-server', 'web', ...outside],
  'mock-server': ['web', ...outside],
  web: ['mock-server', 'world', 'fixtures', ...outside],
  journeys: [...mockAndWeb, 'contract-runner', 'story-runner', 'web-bench'],
  'contract-runner': [...mockAndWeb, 'journeys', 'story-runner', 'web-bench'],
  'story-runner': [...mockAndWeb, 'contract-runner', 'web-bench'],
  'web-bench': [...mockAndWeb, 'contract-runner', 'story-runner'],
};

/**
 * Inside the web app a module is imported from another folder by the `@/` alias (web/src; `@test/`
 * for web/test), not by climbing: `@/lib/api-client` reads the same from every file and survives
 * a move (web/README.md, "Where code goes"). One `../` (a sibling folder of a feature) stays.
 */
const webAlias = {
  regex: '^\\.\\./\\.\\./',
  message: "import across web/src with the '@/' alias ('@test/' for web/test), not '../../'.",
};

/**
 * The mock's service areas (mock-server/src/services/<area>/) lean one way: each may import the
 * shared core (the files directly in services/) and the areas listed here, never one that could
 * import it back. A derivation several areas need moves down into the core (decision 041).
 */
const serviceAreaMayUse = {
  catalogue: [],
  content: ['catalogue'],
  orders: ['catalogue'],
  seller: ['catalogue', 'orders'],
  parties: ['catalogue', 'orders', 'seller'],
  community: ['catalogue', 'orders', 'seller'],
  account: [],
  chat: [],
};
const serviceAreas = Object.keys(serviceAreaMayUse);
const areaImports = (area) => [`../${area}/*`, `./${area}/*`, `**/services/${area}/*`];
const serviceAreaRule = (files, banned, who) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: banned.map((area) => ({
          group: areaImports(area),
          message: `${who} may not import the ${area} area: service areas lean one way; move what both need into the services core (decision 041).`,
        })),
      },
    ],
  },
});
const serviceAreaRules = [
  serviceAreaRule(['mock-server/src/services/*.ts'], serviceAreas, 'the services core'),
  ...Object.entries(serviceAreaMayUse).map(([area, uses]) =>
    serviceAreaRule(
      [`mock-server/src/services/${area}/**/*.ts`],
      serviceAreas.filter((other) => other !== area && !uses.includes(other)),
      `the ${area} area`,
    ),
  ),
];

/**
 * The layer rule of `layer`, less the module specifiers in `allowed` (a whole package such as
 * `@market/world`, or subpaths of one such as `@market/mock-server/browser`). A pattern of gitignore's kind cannot let a subpath through once
 * the package's own name is banned (as a folder, it bans everything under it), so a package with an
 * allowed subpath has its bare name banned by `paths` instead.
 */
const layerRule = (layer, allowed = []) => {
  const paths = [];
  const banned = forbidden[layer].filter((name) => !allowed.includes(`@market/${name}`));
  const patterns = banned.map((name) => {
    const message = `${layer} may not import ${name}: see the layer direction in ARCHITECTURE.md.`;
    const letThrough = allowed.filter((specifier) => specifier.startsWith(`@market/${name}/`));
    if (!letThrough.length) return { group: pkg(name), message };
    paths.push({ name: `@market/${name}`, message });
    const [, subpaths, sources] = pkg(name);
    return { group: [subpaths, ...letThrough.map((s) => `!${s}`), sources], message };
  });
  if (layer === 'web') patterns.push(webAlias);
  return ['error', { paths, patterns }];
};

const layerRules = Object.keys(forbidden).map((layer) => ({
  files: [`${layer}/**/*.{ts,tsx,js,mjs}`],
  rules: { 'no-restricted-imports': layerRule(layer) },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      '**/build/**',
      '**/coverage/**',
      '**/.ladle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // TypeScript's own check (noUnusedLocals, noUnusedParameters: tsconfig.base.json) finds these in
    // every package's typecheck; the rule stays for the JavaScript that no tsconfig reads. It was a
    // sixth of the lint's time.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...layerRules,
  ...serviceAreaRules,
  // The contract runner's tests may run the mock in their own process through its browser entry,
  // the one MSW serves in a page, to prove both hosts answer alike (issue 40). The runner itself,
  // like every package that checks the product from outside, reaches a mock only over HTTP.
  {
    files: ['contract-runner/src/**/*.test.ts', 'contract-runner/src/**/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': layerRule('contract-runner', ['@market/mock-server/browser']),
    },
  },
  // The demo (web/demo, outside the app's web/src) hosts the mock in the browser: it alone may
  // import the mock's browser entries (`/browser`, `/browser/worker`), and nothing else of it.
  {
    files: ['web/demo/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule('web', [
        '@market/mock-server/browser',
        '@market/mock-server/browser/worker',
      ]),
    },
  },
  // Inside the mock server, layers run one way: routes -> services -> mappers. A mapper only turns
  // records (and what a service derived from them) into wire shapes; it may name a service's result
  // type or a record type, but never call a service or a route, nor look anything up in the world
  // (decision 025).
  {
    files: ['mock-server/src/mappers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**', '**/services', '**/routes/**', '**/routes'],
              allowTypeImports: true,
              message:
                'a mapper may not call a service or a route (routes -> services -> mappers): let the caller pass what the service derives (decision 025).',
            },
            {
              group: ['@market/world'],
              allowTypeImports: true,
              message:
                'a mapper turns the records it is given into wire shapes: a look-up in the world (findBySeq, postsOfType...) belongs to a service, which passes what it found (decision 025).',
            },
          ],
        },
      ],
    },
  },
  // Mock server routes only route: parse, call one service, map, answer. Every write of the world
  // (and of the session's tokens and codes) is a service's, inside the request's transaction
  // (issue 24, decision 025). The selectors catch writes through any object reached from a
  // route: an assignment or ++/-- to a property, `delete`, Object.assign, and the methods that
  // change an array, a Map or a Set called on a property (`request.world.cartItems.push(...)`).
  // Local arrays and objects a route builds for its answer stay writable through their own name.
  {
    files: ['mock-server/src/routes/**/*.ts'],
    // The helper that builds the resource plugins, not a route.
    ignores: ['mock-server/src/routes/define-resource.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'AssignmentExpression[left.type="MemberExpression"]',
          'UpdateExpression[argument.type="MemberExpression"]',
          'UnaryExpression[operator="delete"]',
          'CallExpression[callee.object.name="Object"][callee.property.name=/^(assign|defineProperty|defineProperties|setPrototypeOf)$/]',
          'CallExpression[callee.object.type="MemberExpression"][callee.property.name=/^(push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin|set|delete|clear|add)$/]',
        ].map((selector) => ({
          selector,
          message:
            'a route does not write the world: move the write into a service (services/<area>/) and call it (routes -> services -> mappers, issue 24).',
        })),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@market/world',
              importNames: ['nextSeq'],
              allowTypeImports: true,
              message: 'a route does not create records: a service does (issue 24).',
            },
          ],
          patterns: [
            {
              group: ['**/store/transaction'],
              allowTypeImports: true,
              message:
                'a route does not write the world nor open transactions: every writing request is one already; a service writes (issue 24).',
            },
          ],
        },
      ],
    },
  },
  // Inside the web app the layers import one way, lib <- shared <- features <- pages, and one
  // feature never imports another (pages compose them).
  {
    files: ['web/src/{lib,shared,features}/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  // One query style in the web app (web/README.md, "How we do queries"; decision 046): every read
  // goes through lib/api-query.ts, the one module that calls TanStack's query hooks, with no
  // exception (the rule also refuses a comment that would switch it off). The devtools drawer reads
  // the mock's control API, not the app's, through its own client; it is no part of the build.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/*.stories.tsx',
      'web/src/lib/api-query.ts',
      'web/src/app/devtools/**',
    ],
    plugins: { local },
    rules: { 'local/query-style': 'error' },
  },
  // One place for addresses (web/README.md, "How we do addresses"; decision 046): lib/addresses.ts
  // builds every in-app address from the route table's patterns; a link or a navigation elsewhere
  // may not write one out.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/*.stories.tsx', 'web/src/lib/addresses.ts'],
    plugins: { local },
    rules: { 'local/app-paths': 'error' },
  },
  // Toasts are decided in one place (web/README.md, "How we do toasts"): a write declares its
  // toasts in its mutation's `meta` and lib/toasts/mutation-toasts.ts, the query client's MutationCache
  // handler, shows them. Only toasts that are no write's outcome call lib/toasts/notify.ts directly.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/*.stories.tsx',
      // The one handler of mutation outcomes, and the toast function itself.
      'web/src/lib/toasts/mutation-toasts.ts',
      'web/src/lib/toasts/notify.ts',
      // A load failure (a query, not a write): LoadError and its hook.
      'web/src/lib/toasts/use-error-toast.ts',
      'web/src/components/LoadError/LoadError.tsx',
      // A clipboard copy, copied or not (SPEC §8).
      'web/src/features/orders/components/SecretCode/SecretCode.tsx',
      'web/src/features/account/components/ReferralCard/ReferralCard.tsx',
      // The chat socket's refusals and lost messages (no HTTP write), and a room that cannot open.
      'web/src/features/chat/hooks/use-chat-room.ts',
      'web/src/features/chat/components/PurchaseChat/PurchaseChat.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/toasts/notify'],
              importNames: ['notifyError', 'notifySuccess', 'notifyText'],
              message:
                'a write\'s toast goes in its mutation\'s meta ({ successToast, errorToast }), shown by lib/toasts/mutation-toasts.ts (web/README.md, "How we do toasts").',
            },
            {
              group: ['@mantine/notifications'],
              importNames: ['notifications'],
              message:
                'toasts go through lib/toasts/notify.ts (web/README.md, "How we do toasts").',
            },
          ],
        },
      ],
    },
  },
  // Web's tests and stories build their data as wire types (the contract's), never from the mock's
  // records: neither the world nor the seed generator (fixtures) is imported anywhere in web. The
  // test kit (web/test) may run the mock itself, in the test process (test/mock-world.ts) or in
  // Ladle's page (test/live-world.tsx): a test or a story reaches it through those helpers, and
  // the app never.
  {
    files: ['web/test/**'],
    rules: { 'no-restricted-imports': layerRule('web', ['@market/mock-server']) },
  },
);
