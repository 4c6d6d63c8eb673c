import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as wireFormats from '../wire-formats';
import * as fields from './fields';
import * as forms from './forms';
import { validationMessageKeys } from './messages';
import { messages } from './test-helpers';

const now = new Date('2026-11-22T03:00:00Z');

/** Every schema the domain exports, factories called with the clock. */
function exportedSchemas(): Array<[string, z.ZodTypeAny]> {
  const modules = { ...wireFormats, ...fields, ...forms } as Record<string, unknown>;
  return Object.entries(modules).flatMap(([name, value]): Array<[string, z.ZodTypeAny]> => {
    if (value instanceof z.ZodType) return [[name, value]];
    if (typeof value === 'function') {
      const made: unknown = value(now);
      if (made instanceof z.ZodType) return [[name, made]];
    }
    return [];
  });
}

function inquiry(contactType: string) {
  return { category: 'ORDER', title: 't', body: 'b', contactType };
}

/** Values of every kind, to fail each schema in as many ways as generic input can. */
const longText = (n: number) => 'a'.repeat(n);
const genericInputs: unknown[] = [
  undefined,
  null,
  true,
  -1,
  0,
  1.5,
  99,
  11,
  1e12,
  Number.NaN,
  '',
  '   ',
  'x',
  longText(7),
  longText(21),
  longText(33),
  longText(51),
  longText(65),
  longText(101),
  longText(201),
  longText(501),
  longText(2001),
  'photo.gif',
  '2026-02-30',
  '2020-01-01',
  '2026-11-22 10:00:00',
  [],
  [1],
  ['KOR'],
  ['KR', 'US', 'ES', 'MX', 'JP', 'FR'],
  {},
];

/**
 * Object-level rules that generic input cannot reach: zod runs them only when every field at least
 * has the right type, so each case is otherwise well formed.
 */
const refinementCases: Array<[z.ZodTypeAny, unknown]> = [
  [
    forms.signUpFormSchema,
    {
      email: 'a@b.co',
      password: 'Passw0rd!',
      passwordRepeat: 'other',
      nickname: 'nick',
      agreements: { terms: false, personalInformation: true, notifications: true },
    },
  ],
  [fields.referrerCodeField, longText(40)],
  [
    forms.subscriptionPostFormSchema(now),
    {
      title: 't',
      categorySeq: 1,
      productId: 'p',
      price: 1000.5,
      priceBaseDuration: 'MONTH',
      subscriptionStartsAt: '2026-12-02',
      subscriptionEndsAt: '2026-12-01',
      memberLimit: 2.5,
      sharingType: 'SHARE',
      accountInfo: 'a',
    },
  ],
  [forms.inquiryFormSchema, { ...inquiry('EMAIL'), emailOrPhone: 'nope' }],
  [forms.inquiryFormSchema, { ...inquiry('PHONE'), emailOrPhone: 'nope' }],
  [forms.withdrawalFormSchema, { amount: 1, method: 'BANK_TRANSFER', accountNumber: 'x' }],
  [forms.withdrawalFormSchema, { amount: 1, method: 'PAYPAL' }],
  [fields.bankNameField, longText(51)],
  [fields.pinField, '12ab'],
  [fields.verificationCodeField, '12ab'],
  [fields.phoneField, 'x'],
  [fields.emailField, 'x'],
];

function allMessages(): Set<string> {
  const found = new Set<string>();
  for (const [, schema] of exportedSchemas()) {
    for (const input of genericInputs) messages(schema, input).forEach((m) => found.add(m));
  }
  for (const [schema, input] of refinementCases) {
    messages(schema, input).forEach((m) => found.add(m));
  }
  return found;
}

describe('validationMessageKeys', () => {
  const found = allMessages();

  it('finds the schemas to check', () => {
    const names = exportedSchemas().map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['emailField', 'signUpFormSchema', 'subscriptionPostFormSchema']),
    );
  });

  it('lists every message a domain schema produces (no English text slips out)', () => {
    const listed = new Set<string>(validationMessageKeys);
    expect([...found].filter((message) => !listed.has(message))).toEqual([]);
  });

  it('lists nothing that no schema produces', () => {
    expect(validationMessageKeys.filter((key) => !found.has(key))).toEqual([]);
  });

  it('lists each key once, all under validation.', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
    for (const key of validationMessageKeys) expect(key).toMatch(/^validation\.[a-zA-Z.]+$/);
  });
});
