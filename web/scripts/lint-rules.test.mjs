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

const plainQuery = `import { useQuery } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
export function useThing() {
  return useQuery({ queryKey: ['thing'], queryFn: () => tsr.content.listFaqs.query({}) });
}
`;

test('a feature may not query with a plain useQuery', async () => {
  const errors = await errorsOf(
    plainQuery,
    'web/src/features/content/api/use-thing.ts',
    'no-restricted-syntax',
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /How we do queries/);
});

test('a plain useQuery passes when it says why', async () => {
  const code = plainQuery.replace(
    '  return useQuery(',
    '  // eslint-disable-next-line no-restricted-syntax -- one answer of several calls\n  return useQuery(',
  );
  assert.deepEqual(
    await errorsOf(code, 'web/src/features/content/api/use-thing.ts', 'no-restricted-syntax'),
    [],
  );
});

test("a feature queries with its route's tsr hook", async () => {
  const code = `import { tsr } from '../../../lib/api-client';
export function useThing() {
  return tsr.content.listFaqs.useQuery({ queryKey: ['thing'] });
}
`;
  assert.deepEqual(
    await errorsOf(code, 'web/src/features/content/api/use-thing.ts', 'no-restricted-syntax'),
    [],
  );
});
