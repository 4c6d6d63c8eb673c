import { HISTORY_PAGE_SIZE, MAX_COUNTRIES, REASON_MAX_LENGTH } from '@market/domain';
import { isAppRouteNoBody, type AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Done, ErrorEnvelope } from '../envelope';
import { errorCatalogue } from '../errors';
import { isPrivate } from '../meta';
import { listRoutes } from '../route-list';
import { accountContract } from './account';
import { authContract } from './auth';
import { catalogueContract } from './catalogue';
import { contentContract } from './content';
import { walletContract } from './wallet';

const routes = listRoutes({
  auth: authContract,
  account: accountContract,
  wallet: walletContract,
  catalogue: catalogueContract,
  content: contentContract,
});
const byKey = new Map(routes.map((r) => [r.key, r.route]));

const statusesOf = (route: AppRoute) => Object.keys(route.responses).map(Number);
const successSchema = (route: AppRoute) => {
  const status = statusesOf(route).find((s) => s >= 200 && s < 300);
  return status === undefined ? undefined : (route.responses[status] as z.ZodTypeAny);
};
const hasBody = (route: AppRoute) => 'body' in route && !isAppRouteNoBody(route.body);
const bodyOf = (key: string) => {
  const route = byKey.get(key);
  if (!route || !('body' in route)) throw new Error(`${key} has no body`);
  return route.body as z.ZodTypeAny;
};
const queryOf = (key: string) => byKey.get(key)?.query as z.ZodTypeAny;
const pathParamsOf = (key: string) => byKey.get(key)?.pathParams as z.ZodTypeAny;

/** One valid body per route that takes one; a new body route without a sample fails below. */
const validBodies: Record<string, unknown> = {
  'auth.signIn': { email: 'buyer@example.com', password: 'Passw0rd!', stayLoggedIn: true },
  'auth.signInWithSns': { provider: 'KAKAO', code: 'abc123' },
  'auth.signUp': {
    email: 'new@example.com',
    password: 'Passw0rd!',
    nickname: 'newcomer',
    agreements: { terms: true, personalInformation: true, notifications: true },
    referrerCode: 'FRIEND1',
  },
  'auth.sendEmailVerification': { email: 'new@example.com' },
  'auth.confirmEmailVerification': { email: 'new@example.com', code: '123456' },
  'auth.requestPasswordRecovery': { email: 'buyer@example.com' },
  'auth.resetPassword': { code: 'reset-token-1', password: 'N3wPassword!' },
  'auth.startIdentityVerification': {
    name: 'Kim Buyer',
    cellPhone: '010-1234-5678',
    dateOfBirth: '1990-01-31',
  },
  'auth.completeIdentityVerification': {
    encData: 'enc',
    integrityValue: 'integrity',
    tokenVersionId: 'v1',
  },
  'account.updateNickname': { nickname: 'renamed' },
  'account.updatePassword': { currentPassword: 'Passw0rd!', newPassword: 'N3wPassword!' },
  'account.updatePhone': { phone: '010-1234-5678' },
  'account.updateCountries': { countries: ['KR', 'US'] },
  'account.updateNewsletter': { newsletter: true },
  'account.updateProfileImage': { profileImageUrl: 'https://cdn.example.com/u/1.png' },
  'account.removeAccount': { reason: 'Not using it any more', password: 'Passw0rd!' },
  'account.becomeSeller': { sellerTermsAgreed: true, intro: 'Fair prices.' },
  'wallet.redeemPromotionCode': { code: 'WELCOME2024' },
  'wallet.topUpEmoney': { amount: 50_000 },
  'wallet.withdrawEmoney': {
    method: 'BANK_TRANSFER',
    amount: 30_000,
    bankName: 'KB',
    accountHolder: 'Kim Buyer',
    accountNumber: '123-456-7890',
  },
  'content.createInquiry': {
    category: 'ORDER',
    title: 'Code does not work',
    body: 'The code I bought says it was already used.',
    contactType: 'EMAIL',
    emailOrPhone: 'buyer@example.com',
  },
};

describe('account, auth, catalogue, content and wallet routes', () => {
  it.each(routes.map((r) => [r.key, r] as const))('%s keeps the route rules', (key, r) => {
    const { route, meta } = r;
    expect(route.summary).toMatch(/^[A-Z][^\n]*\.$/);
    expect(['spec', 'assumed']).toContain(meta.source);
    expect(['public', 'optional', 'member', 'seller', 'admin']).toContain(meta.auth);
    expect(meta.writes).toBe(route.method !== 'GET' && key !== 'auth.signIn');

    const statuses = statusesOf(route);
    expect(statuses).not.toContain(500);
    if (isPrivate(meta)) expect(statuses).toContain(401);
    if (meta.auth === 'seller' || meta.auth === 'admin') expect(statuses).toContain(403);
    // Every route, with or without input: an unknown query parameter is a 400 (decision 029).
    expect(statuses).toContain(400);
    if (route.pathParams) expect(statuses).toContain(404);
    for (const status of statuses.filter((s) => s >= 400)) {
      expect(route.responses[status]).toBe(ErrorEnvelope);
      // a declared status must be one some error code answers with
      expect(Object.values(errorCatalogue)).toContain(status);
    }
  });

  it.each(routes.map((r) => [r.key, r.route] as const))(
    '%s answers success in the envelope',
    (_key, route) => {
      const schema = successSchema(route);
      expect(schema).toBeInstanceOf(z.ZodObject);
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      expect(Object.keys(shape).sort()).toEqual(['error', 'pagination', 'response', 'success']);
      expect(shape.success?.safeParse(true).success).toBe(true);
      expect(shape.error?.safeParse(null).success).toBe(true);
      const failure = {
        success: false,
        response: null,
        error: { code: 'NOT_FOUND', message: 'x' },
        pagination: null,
      };
      expect(schema?.safeParse(failure).success).toBe(false);
    },
  );

  it.each(routes.map((r) => [r.key, r.route] as const))(
    '%s names the entity it answers with',
    (_key, route) => {
      const schema = successSchema(route) as z.AnyZodObject;
      if (schema === Done) return;
      let entity = schema.shape.response as z.ZodTypeAny;
      while (entity instanceof z.ZodArray || entity instanceof z.ZodNullable) {
        entity = entity instanceof z.ZodArray ? entity.element : entity.unwrap();
      }
      const named =
        entity instanceof z.ZodDiscriminatedUnion
          ? (entity.options as z.ZodTypeAny[]).map((o) => o.description)
          : [entity.description];
      for (const name of named) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    },
  );
});

describe('account, auth, catalogue, content and wallet request bodies', () => {
  const bodyRoutes = routes.filter((r) => hasBody(r.route)).map((r) => r.key);

  it('have a sample for every route that takes a body', () => {
    expect(Object.keys(validBodies).sort()).toEqual([...bodyRoutes].sort());
  });

  it.each(bodyRoutes)('%s parses its sample and refuses an unknown field', (key) => {
    const body = bodyOf(key);
    const sample = validBodies[key] as Record<string, unknown>;
    expect(body.safeParse(sample).error).toBeUndefined();
    const extra = body.safeParse({ ...sample, isAdmin: true });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues.map((i) => i.code)).toContain('unrecognized_keys');
  });

  it('sign-in keeps the session short unless asked', () => {
    const parsed = bodyOf('auth.signIn').parse({ email: 'a@example.com', password: 'Passw0rd!' });
    expect(parsed).toMatchObject({ stayLoggedIn: false });
  });

  it('sign-up needs every agreement', () => {
    const sample = validBodies['auth.signUp'] as { agreements: object };
    const result = bodyOf('auth.signUp').safeParse({
      ...sample,
      agreements: { ...sample.agreements, notifications: false },
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.agreement.required']);
  });

  it('sign-up refuses an agreement it does not know', () => {
    const sample = validBodies['auth.signUp'] as { agreements: object };
    const result = bodyOf('auth.signUp').safeParse({
      ...sample,
      agreements: { ...sample.agreements, marketing: true },
    });
    expect(result.error?.issues.map((i) => i.code)).toEqual(['unrecognized_keys']);
  });

  it('sign-up reports domain field messages', () => {
    const result = bodyOf('auth.signUp').safeParse({
      ...(validBodies['auth.signUp'] as object),
      email: 'not-an-email',
      password: 'short',
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('validation.email.invalid');
    expect(messages).toContain('validation.password.tooShort');
  });

  it('account removal needs a reason within the bound', () => {
    const body = bodyOf('account.removeAccount');
    const sample = validBodies['account.removeAccount'] as object;
    expect(body.safeParse({ ...sample, reason: '   ' }).success).toBe(false);
    expect(body.safeParse({ ...sample, reason: 'x'.repeat(REASON_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });

  it('countries are limited to the bound', () => {
    const many = Array.from({ length: MAX_COUNTRIES + 1 }, (_, i) => `C${i}`.slice(0, 2));
    const result = bodyOf('account.updateCountries').safeParse({ countries: many });
    expect(result.error?.issues.map((i) => i.message)).toContain('validation.country.tooMany');
  });

  it('an inquiry needs the contact that its contact type names', () => {
    const body = bodyOf('content.createInquiry');
    const sample = validBodies['content.createInquiry'] as Record<string, unknown>;
    const asPhone = body.safeParse({ ...sample, contactType: 'PHONE' });
    expect(asPhone.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['emailOrPhone', 'validation.phone.invalid'],
    ]);
    const phone = { ...sample, contactType: 'PHONE', emailOrPhone: '010-1234-5678' };
    expect(body.safeParse(phone).success).toBe(true);
    const { contactType: _type, ...withoutType } = sample;
    expect(body.safeParse(withoutType).error?.issues.map((i) => i.message)).toEqual([
      'validation.contactType.required',
    ]);
  });

  it('a withdrawal needs the payee details of its method', () => {
    const body = bodyOf('wallet.withdrawEmoney');
    const paypal = { method: 'PAYPAL', amount: 10_000, paypalEmail: 'me@example.com' };
    expect(body.safeParse(paypal).success).toBe(true);
    const { paypalEmail: _email, ...noEmail } = paypal;
    expect(body.safeParse(noEmail).error?.issues.map((i) => i.message)).toEqual([
      'validation.email.required',
    ]);
    const bank = validBodies['wallet.withdrawEmoney'] as Record<string, unknown>;
    const { accountNumber: _number, ...noNumber } = bank;
    expect(body.safeParse(noNumber).error?.issues.map((i) => i.message)).toEqual([
      'validation.accountNumber.required',
    ]);
    expect(body.safeParse({ ...bank, amount: -5 }).success).toBe(false);
  });
});

describe('account, auth, catalogue, content and wallet queries and path params', () => {
  it('ledgers list the §9 history page size by default', () => {
    for (const key of ['wallet.listEmoneyHistory', 'wallet.listPointHistory']) {
      expect(queryOf(key).parse({})).toEqual({ page: 1, size: HISTORY_PAGE_SIZE });
    }
  });

  it('paged queries refuse page 0', () => {
    const paged = routes.filter((r) => {
      const schema = successSchema(r.route) as z.AnyZodObject;
      return !(schema.shape.pagination instanceof z.ZodNull);
    });
    expect(paged.length).toBeGreaterThan(0);
    for (const { key, route } of paged) {
      const query = route.query as z.AnyZodObject;
      expect(query, key).toBeDefined();
      const shape = query.shape as Record<string, z.ZodTypeAny>;
      expect(shape.page?.safeParse('0').success, key).toBe(false);
      expect(shape.page?.safeParse('2').success, key).toBe(true);
    }
  });

  it('path params take positive integer seqs only', () => {
    const params = pathParamsOf('catalogue.getCoupon');
    expect(params.parse({ seq: '12' })).toEqual({ seq: 12 });
    expect(params.safeParse({ seq: 'abc' }).success).toBe(false);
    expect(params.safeParse({ seq: '0' }).success).toBe(false);
  });

  it('search needs a keyword and takes the server post types', () => {
    const query = queryOf('catalogue.searchPosts');
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ keyword: 'netflix', type: 'COUPON' }).success).toBe(true);
    expect(query.safeParse({ keyword: 'netflix', type: 'ecoupon' }).success).toBe(false);
  });

  it('reviews default to every tone', () => {
    expect(queryOf('catalogue.listSellerReviews').parse({})).toMatchObject({ tone: 'all' });
  });

  it('terms and order fees take only the known types', () => {
    expect(queryOf('content.getTerms').safeParse({ type: 'PRIVACY' }).success).toBe(true);
    expect(queryOf('content.getTerms').safeParse({ type: 'OTHER' }).success).toBe(false);
    expect(queryOf('content.getOrderFee').safeParse({ platform: 'WEB' }).success).toBe(true);
    expect(queryOf('content.getOrderFee').safeParse({}).success).toBe(false);
  });
});
