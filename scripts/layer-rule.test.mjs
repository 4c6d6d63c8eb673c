// The layer direction of ARCHITECTURE.md and the mock server's inner layers are enforced by
// ESLint; this proves the rules bite (the web app's own layers: web/scripts/lint-rules.test.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function lintImport(filePath, specifier) {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport { x };\n`, {
    filePath,
  });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

const forbidden = [
  ['domain/src/probe.ts', '@market/contract'],
  ['domain/src/probe.ts', '@market/world'],
  ['contract/src/probe.ts', '@market/fixtures'],
  ['world/src/probe.ts', '@market/fixtures'],
  ['world/src/probe.ts', '@market/contract'],
  ['world/src/probe.ts', '../../mock-server/src/app'],
  ['fixtures/src/probe.ts', '@market/mock-server'],
  ['fixtures/src/probe.ts', '@market/contract'],
  ['mock-server/src/probe.ts', '@market/web'],
  ['web/src/probe.ts', '@market/mock-server'],
  ['web/src/probe.ts', '@market/mock-server/browser'],
  ['web/src/probe.ts', '@market/mock-server/browser/worker'],
  ['web/demo/probe.ts', '@market/mock-server'],
  ['web/demo/probe.ts', '@market/mock-server/src/pipeline/mock'],
  ['web/demo/probe.ts', '@market/fixtures'],
  ['web/src/Probe.test.tsx', '@market/mock-server/browser'],
  ['web/test/probe.ts', '@market/fixtures'],
  ['web/src/probe.ts', '@market/fixtures'],
  ['web/src/probe.ts', '@market/world'],
  ['web/src/Probe.stories.tsx', '@market/fixtures'],
  // The mock in the browser: only the live-world decorator, only through its browser entry.
  ['web/src/probe.ts', '@market/mock-server/browser'],
  ['web/src/Probe.stories.tsx', '@market/mock-server/browser'],
  ['web/test/live-world.tsx', '@market/fixtures'],
  // Web's test data is built as wire types: no test, story or test helper imports the world.
  ['web/src/Probe.test.tsx', '@market/world'],
  ['web/src/Probe.stories.tsx', '@market/world'],
  ['web/test/probe.ts', '@market/world'],
  ['web/test/live-world.tsx', '@market/world'],
  ['journeys/tests/probe.ts', '@market/web'],
  ['journeys/tests/probe.ts', '@market/world'],
  ['journeys/src/probe.ts', '../../mock-server/src/app'],
  ['journeys/tests/probe.ts', '@market/mock-server/browser'],
  ['journeys/tests/probe.ts', '@market/contract-runner'],
  ['contract-runner/src/probe.ts', '@market/mock-server/browser'],
  ['contract-runner/src/runner.ts', '@market/mock-server/browser'],
  ['contract-runner/src/probe.test.ts', '@market/mock-server'],
  ['contract-runner/src/probe.test.ts', '../../mock-server/src/pipeline/mock'],
  ['contract-runner/src/probe.test.ts', '@market/web'],
  ['contract-runner/src/test-support/probe.ts', '@market/mock-server'],
  // What a backend team installs leans on no browser tool (decision 045).
  ['contract-runner/src/probe.ts', '@market/journeys/browser'],
  ['story-runner/src/probe.ts', '@market/mock-server'],
  ['story-runner/src/probe.ts', '@market/contract-runner'],
  ['web-bench/src/probe.ts', '@market/world'],
  ['web-bench/src/probe.ts', '../../story-runner/src/cli'],
  ['contract/src/probe.ts', '@market/contract-runner'],
  ['mock-server/src/probe.ts', '@market/journeys/support/env'],
  ['web/src/probe.ts', '@market/story-runner'],
];
const allowed = [
  ['contract/src/probe.ts', '@market/domain'],
  ['world/src/probe.ts', '@market/domain'],
  ['fixtures/src/probe.ts', '@market/world'],
  ['mock-server/src/probe.ts', '@market/world'],
  ['mock-server/src/probe.ts', '@market/fixtures'],
  ['web/src/probe.ts', '@market/contract'],
  ['web/demo/probe.ts', '@market/mock-server/browser'],
  ['web/demo/probe.ts', '@market/mock-server/browser/worker'],
  ['web/test/live-world.tsx', '@market/mock-server/browser'],
  ['web/test/live-world.tsx', '@market/mock-server/browser/worker'],
  ['web/test/probe.ts', '@market/mock-server/browser'],
  ['journeys/tests/probe.ts', '@market/contract'],
  ['contract-runner/src/probe.ts', '@market/contract'],
  ['story-runner/src/probe.ts', '@market/journeys/support/axe'],
  ['web-bench/src/probe.ts', '@market/journeys/browser'],
  // The mock's browser entry, in the contract runner's tests only (the parity of hosts, issue 40).
  ['contract-runner/src/probe.test.ts', '@market/mock-server/browser'],
  ['contract-runner/src/test-support/probe.ts', '@market/mock-server/browser'],
];

for (const [file, specifier] of forbidden) {
  test(`${file} may not import ${specifier}`, async () => {
    const messages = await lintImport(file, specifier);
    assert.equal(messages.length, 1, `expected a layer error for ${specifier} in ${file}`);
    assert.match(messages[0].message, /ARCHITECTURE\.md/);
  });
}

for (const [file, specifier] of allowed) {
  test(`${file} may import ${specifier}`, async () => {
    assert.deepEqual(await lintImport(file, specifier), []);
  });
}

// Inside the mock server: routes -> services -> mappers, one way (decision 025).
async function lintMockImport(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

test('a mapper may not call a service', async () => {
  const messages = await lintMockImport(
    'mock-server/src/mappers/probe.ts',
    "import { postRecordOf } from '../services/orders/lookup';\nexport { postRecordOf };\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0].message, /routes -> services -> mappers/);
});

test('a mapper may not import a route', async () => {
  const messages = await lintMockImport(
    'mock-server/src/mappers/probe.ts',
    "import { chatRoutes } from '../routes/chat';\nexport { chatRoutes };\n",
  );
  assert.equal(messages.length, 1);
});

test("a mapper may name a service's result type", async () => {
  const messages = await lintMockImport(
    'mock-server/src/mappers/probe.ts',
    "import type { PartyEnded } from '../services/parties/lifecycle';\nexport type { PartyEnded };\n",
  );
  assert.deepEqual(messages, []);
});

test('a mapper may not look records up in the world', async () => {
  const messages = await lintMockImport(
    'mock-server/src/mappers/probe.ts',
    "import { findBySeq } from '@market/world';\nexport { findBySeq };\n",
  );
  assert.equal(messages.length, 1);
  assert.match(messages[0].message, /belongs to a service/);
});

test('a mapper may name a record type', async () => {
  const messages = await lintMockImport(
    'mock-server/src/mappers/probe.ts',
    "import type { UserRecord } from '@market/world';\nexport type { UserRecord };\n",
  );
  assert.deepEqual(messages, []);
});

test('a service may use a mapper', async () => {
  const messages = await lintMockImport(
    'mock-server/src/services/probe.ts',
    "import { toPartyMember } from '../mappers/party';\nexport { toPartyMember };\n",
  );
  assert.deepEqual(messages, []);
});

// The mock's service areas lean one way (decision 041): planted back-arrows fail the rule.
const plantedBackArrows = [
  ['mock-server/src/services/catalogue/probe.ts', '../parties/members'],
  ['mock-server/src/services/orders/probe.ts', '../seller/sales'],
  ['mock-server/src/services/probe.ts', './orders/lookup'],
  ['mock-server/src/services/account/probe.ts', '../chat/rooms'],
];
for (const [file, specifier] of plantedBackArrows) {
  test(`${file} may not import ${specifier}`, async () => {
    const messages = await lintMockImport(
      file,
      `import { x } from '${specifier}';\nexport { x };\n`,
    );
    assert.equal(messages.length, 1, `expected a service-area error for ${specifier} in ${file}`);
    assert.match(messages[0].message, /service areas lean one way/);
  });
}

test('an area may import the core and the areas below it', async () => {
  for (const [file, specifier] of [
    ['mock-server/src/services/parties/probe.ts', '../orders/lookup'],
    ['mock-server/src/services/catalogue/probe.ts', '../party-status'],
  ]) {
    const code = `import { x } from '${specifier}';\nexport { x };\n`;
    assert.deepEqual(await lintMockImport(file, code), [], `${specifier} in ${file}`);
  }
});

// Mock server routes only route: every write of the world is a service's (issue 24).
const ROUTE = 'mock-server/src/routes/probe.ts';

async function routeWriteErrors(code) {
  const [result] = await eslint.lintText(code, { filePath: ROUTE });
  return result.messages.filter(
    (m) =>
      m.ruleId === 'no-restricted-syntax' ||
      m.ruleId === '@typescript-eslint/no-restricted-imports',
  );
}

const plantedWrites = {
  'a push into a world collection':
    'export const f = (request, item) => request.world.cartItems.push(item);\n',
  'a splice of a world collection':
    'export const f = ({ world }) => world.cartItems.splice(0, 1);\n',
  "an assignment to a record's field":
    'export function f(request) {\n  request.user.nickname = "x";\n}\n',
  'a compound assignment through the world':
    'export function f(request) {\n  request.world.orders[0].total += 1;\n}\n',
  'an increment of a field': 'export function f(user) {\n  user.seq++;\n}\n',
  'a delete': 'export function f(request) {\n  delete request.world.users[0];\n}\n',
  'an Object.assign onto a record': 'export const f = (user) => Object.assign(user, { seq: 1 });\n',
  'a write to a session map': 'export const f = (request) => request.session.tokens.delete("t");\n',
  'an import of the transaction helpers':
    "import { transact } from '../store/transaction';\nexport { transact };\n",
  'an import of nextSeq': "import { nextSeq } from '@market/world';\nexport { nextSeq };\n",
};

for (const [name, code] of Object.entries(plantedWrites)) {
  test(`a route may not write the world: ${name}`, async () => {
    const messages = await routeWriteErrors(code);
    assert.equal(messages.length, 1, `expected one error, got ${JSON.stringify(messages)}`);
    assert.match(messages[0].message, /issue 24/);
  });
}

test('a route may build its answer in local arrays and objects', async () => {
  const code = [
    'export function f(rows) {',
    '  const out = [];',
    '  for (const row of rows) out.push({ ...row });',
    '  const sorted = [...rows].sort((a, b) => a.seq - b.seq);',
    '  return { out, sorted: rows.filter(Boolean).sort() };',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await routeWriteErrors(code), []);
});
