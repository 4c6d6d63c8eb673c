// The web app's one-way-per-job rules (web/README.md, "How we do X") are ESLint rules; this plants
// a violation of each and checks that it is reported, and that the allowed form passes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function errorsOf(code, filePath, ruleId) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId);
}

// One query style (web/README.md, "How we do queries"; decision 046): scripts/eslint/query-style.js.
const plainQuery = `import { useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
export function useThing() {
  return useQuery({ queryKey: ['thing'], queryFn: () => tsr.content.listFaqs.query({}) });
}
`;
const queryStyleErrors = (code, filePath = 'web/src/features/content/api/use-thing.ts') =>
  errorsOf(code, filePath, 'local/query-style');

test('no module of the app may query with a plain TanStack hook', async () => {
  for (const filePath of [
    'web/src/features/content/api/use-thing.ts',
    'web/src/shared/balances/api/use-thing.ts',
    'web/src/pages/thing-page.tsx',
    'web/src/app/layout/Thing.tsx',
  ]) {
    const errors = await queryStyleErrors(plainQuery, filePath);
    assert.equal(errors.length, 1, filePath);
    assert.match(errors[0].message, /useApiQuery/);
  }
  const renamed = plainQuery.replace('{ useQuery }', '{ useSuspenseQuery as useRead }');
  assert.equal((await queryStyleErrors(renamed)).length, 1, 'under another name');
});

test("nor with a ts-rest route's own query hook", async () => {
  for (const call of [
    "tsr.content.listFaqs.useQuery({ queryKey: ['thing'] })",
    "routeOf[type].useInfiniteQuery({ queryKey: ['thing'] })",
  ]) {
    const code = `import { tsr } from '@/lib/api-client';\nexport const useThing = () => ${call};\n`;
    const errors = await queryStyleErrors(code);
    assert.equal(errors.length, 1, call);
    assert.match(errors[0].message, /useApiQuery\(route/);
  }
});

test('the query style cannot be switched off by a comment', async () => {
  for (const comment of [
    '// eslint-disable-next-line local/query-style -- the route is picked by type',
    '// eslint-disable-next-line',
  ]) {
    const code = plainQuery.replace('  return useQuery(', `  ${comment}\n  return useQuery(`);
    const errors = await queryStyleErrors(code);
    assert.ok(errors.length >= 1, comment);
    assert.match(errors.at(-1).message, /no exception/);
  }
});

test('a read goes through useApiQuery, and lib/api-query.ts alone calls TanStack', async () => {
  const code = `import { tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
export function useThing() {
  return useApiQuery(tsr.content.listFaqs, { queryKey: ['thing'], queryData: { query: {} } });
}
`;
  assert.deepEqual(await queryStyleErrors(code), []);
  assert.deepEqual(await queryStyleErrors(plainQuery, 'web/src/lib/api-query.ts'), []);
});

const componentToast = `import { notifyError } from '@/lib/toasts/notify';
export function save(mutate: (options: { onError: () => void }) => void) {
  mutate({ onError: () => notifyError('savePost') });
}
`;

test("a component may not raise a write's toast itself", async () => {
  const errors = await errorsOf(
    componentToast,
    'web/src/features/seller-listings/components/Probe/Probe.tsx',
    '@typescript-eslint/no-restricted-imports',
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /How we do toasts/);
});

test('nor may it show a Mantine notification directly', async () => {
  const code = `import { notifications } from '@mantine/notifications';
export const shout = () => notifications.show({ message: 'hi' });
`;
  const errors = await errorsOf(
    code,
    'web/src/features/cart/components/Probe/Probe.tsx',
    '@typescript-eslint/no-restricted-imports',
  );
  assert.equal(errors.length, 1);
});

test('the one handler and the allow-listed non-write toasts may call notify', async () => {
  for (const filePath of [
    'web/src/lib/toasts/mutation-toasts.ts',
    'web/src/components/LoadError/LoadError.tsx',
    'web/src/features/orders/components/SecretCode/SecretCode.tsx',
  ]) {
    assert.deepEqual(
      await errorsOf(componentToast, filePath, '@typescript-eslint/no-restricted-imports'),
      [],
      filePath,
    );
  }
});

test('a component may still import the toast key types', async () => {
  const code = `import type { NotifyErrorKey } from '@/lib/toasts/notify';
export const key: NotifyErrorKey = 'generic';
`;
  assert.deepEqual(
    await errorsOf(
      code,
      'web/src/features/cart/components/Probe/Probe.tsx',
      '@typescript-eslint/no-restricted-imports',
    ),
    [],
  );
});

test("web code imports across folders by the '@/' alias, not by climbing two folders", async () => {
  const climbing = `import { tsr } from '../../../lib/api-client';\nexport const api = tsr;\n`;
  const filePath = 'web/src/features/content/api/use-thing.ts';
  const errors = await errorsOf(climbing, filePath, 'no-restricted-imports');
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /'@\/' alias/);
  for (const allowed of ['@/lib/api-client', '../utils/probe', './probe']) {
    const code = `import { tsr } from '${allowed}';\nexport const api = tsr;\n`;
    assert.deepEqual(await errorsOf(code, filePath, 'no-restricted-imports'), [], allowed);
  }
  const testFile = 'web/src/features/content/components/Probe/Probe.test.tsx';
  assert.equal((await errorsOf(climbing, testFile, 'no-restricted-imports')).length, 1, testFile);
});

// The web app's layers import one way, lib <- shared <- features <- pages, and no feature imports
// another (web/README.md, "Where code goes"): scripts/eslint/feature-boundaries.js.
const importing = (specifier) => `import { x } from '${specifier}';\nexport { x };\n`;
const boundaryErrors = (filePath, specifier) =>
  errorsOf(importing(specifier), filePath, 'local/feature-boundaries');

const crossFeature = [
  ['web/src/features/cart/api/use-cart.ts', '../../catalogue/hooks'],
  ['web/src/features/cart/components/CartLine/CartLine.tsx', '../../../orders/api/order-keys'],
  ['web/src/features/seller-listings/pages.tsx', '../chat'],
  ['web/src/features/cart/api/use-cart.ts', '@/features/catalogue/hooks'],
];
const upward = [
  ['web/src/shared/cart-lines/api/use-cart-lines.ts', '@/features/cart/api/use-cart-count'],
  ['web/src/shared/balances/api/use-credits.ts', '../../../features/wallet/api/wallet-keys'],
  ['web/src/shared/category-levels/api/use-category-level.ts', '@/pages/post-list-page'],
  ['web/src/shared/balances/api/use-credits.ts', '@/app/stale-after-change'],
  ['web/src/lib/session/session.ts', '@/shared/balances/api/balance-keys'],
  ['web/src/lib/session/session.ts', '../../features/account/api/account-keys'],
  ['web/src/features/cart/api/use-cart-count.ts', '@/pages/cart-page'],
];
const withinBounds = [
  ['web/src/features/cart/components/CartLine/CartLine.tsx', '../../api/use-cart'],
  ['web/src/features/cart/api/use-cart.ts', '../../../lib/api-client'],
  ['web/src/features/cart/api/use-cart.ts', '../../../components/PagedList'],
  ['web/src/pages/cart-page.tsx', '../features/cart/api/use-cart'],
  ['web/src/pages/my/orders-page.tsx', '@/features/orders/api'],
  ['web/src/features/cart/components/CartLine/CartLine.tsx', '@/features/cart/api/use-cart'],
  ['web/src/features/cart/api/use-cart.ts', '@/lib/api-client'],
  // A feature reads shared data; a shared area reads lib and its own folders.
  [
    'web/src/features/checkout/components/Checkout/Checkout.tsx',
    '@/shared/balances/api/use-credits',
  ],
  ['web/src/features/cart/api/use-cart-count.ts', '../../../shared/cart-lines/api/cart-keys'],
  ['web/src/shared/cart-lines/api/use-cart-lines.ts', '@/lib/api-client'],
  ['web/src/shared/cart-lines/api/use-cart-lines.ts', '../utils/cart-line-buyability'],
  ['web/src/app/stale-after-change.ts', '../shared/cart-lines/api/cart-keys'],
];

for (const [file, specifier] of crossFeature) {
  test(`${file} may not import ${specifier} (another feature)`, async () => {
    const errors = await boundaryErrors(file, specifier);
    assert.equal(errors.length, 1, `expected a feature-boundary error for ${specifier}`);
    assert.match(errors[0].message, /pages compose features/);
  });
}

for (const [file, specifier] of upward) {
  test(`${file} may not import ${specifier} (a layer above)`, async () => {
    const errors = await boundaryErrors(file, specifier);
    assert.equal(errors.length, 1, `expected a layer error for ${specifier}`);
    assert.match(errors[0].message, /lib <- shared <- features <- pages/);
  });
}

for (const [file, specifier] of withinBounds) {
  test(`${file} may import ${specifier}`, async () => {
    assert.deepEqual(await boundaryErrors(file, specifier), []);
  });
}

// One place for addresses (web/README.md, "How we do addresses"; decision 046):
// scripts/eslint/app-paths.js.
const appPathErrors = (code, filePath = 'web/src/features/notices/components/Probe/Probe.tsx') =>
  errorsOf(code, filePath, 'local/app-paths');

test('a link or a navigation may not write an in-app address out', async () => {
  for (const [code, count] of [
    ['export const A = () => <Link href="/cart">cart</Link>;', 1],
    ['export const A = ({ seq }) => <Link href={`/notices?activeItem=${seq}`} />;', 1],
    ["export const A = ({ on }) => <Link to={on ? '/seller' : '/become-seller'} />;", 2],
    ["export const items = [{ href: '/faq', labelKey: 'footer.faq' }];", 1],
    ["export const go = (navigate) => navigate('/login', { replace: true });", 1],
    ['export const go = (id) => setLocation(`/my/orders/${id}`);', 1],
    ["export const go = (to) => navigate(to || '/');", 1],
  ]) {
    const errors = await appPathErrors(code);
    assert.equal(errors.length, count, code);
    assert.match(errors[0].message, /pathTo\(pattern, params\)/);
  }
});

test('addresses built by lib/addresses.ts pass, and the module itself may write patterns', async () => {
  const built = `import { pathTo, withSearch } from '@/lib/addresses';
export const A = ({ seq }) => (
  <Link href={withSearch(pathTo('/notices'), { activeItem: seq })}>{pathTo('/cart')}</Link>
);
export const items = [{ href: pathTo('/faq') }, { href: 'https://example.com/x' }];
`;
  assert.deepEqual(await appPathErrors(built), []);
  const literal = "export const go = (navigate) => navigate('/login');";
  assert.deepEqual(await appPathErrors(literal, 'web/src/lib/addresses.ts'), []);
});
