// The layer direction of ARCHITECTURE.md is enforced by ESLint; this proves the rule bites.
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
  ['contract/src/probe.ts', '@market/fixtures'],
  ['fixtures/src/probe.ts', '@market/mock-server'],
  ['mock-server/src/probe.ts', '@market/web'],
  ['web/src/probe.ts', '@market/mock-server'],
  ['web/src/probe.ts', '@market/fixtures'],
  ['e2e/src/probe.ts', '@market/web'],
  ['e2e/src/probe.ts', '../../mock-server/src/app'],
];
const allowed = [
  ['contract/src/probe.ts', '@market/domain'],
  ['fixtures/src/probe.ts', '@market/contract'],
  ['mock-server/src/probe.ts', '@market/fixtures'],
  ['web/src/probe.ts', '@market/contract'],
  ['web/src/Probe.stories.tsx', '@market/fixtures'],
  ['e2e/src/probe.ts', '@market/contract'],
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
