/**
 * `contract.auth` over HTTP: sign-in, SNS sign-in through the simulated provider, sign-up with the
 * referral reward, sign-out, e-mail verification and password reset through the outbox, and
 * identity verification through the simulated provider's page.
 */
import { REFERRAL_REWARD_POINTS } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { TEST_NOW, testWorld } from './helpers/build';
import { type MockClient, PASSWORD, memberTest } from './helpers/member-client';

const { app, client } = memberTest();

interface Sent {
  to: string;
  kind: string;
  code: string;
  link: string | null;
  sentAt: string;
}
const outbox = async (c: MockClient) => (await c.get<Sent[]>('/__mock/outbox')).data;
const advance = (c: MockClient, minutes: number) => c.post('/__mock/clock', { minutes });

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'fresh@example.com',
  password: 'N3wMember!',
  nickname: 'FreshFace',
  agreements: { terms: true, personalInformation: true, notifications: true },
  ...overrides,
});

describe('POST /api/auth', () => {
  it('signs in with e-mail and password and answers the token and the user', async () => {
    const c = client('sign-in');
    const res = await c.post('/api/auth', { email: 'buyer@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({ email: 'buyer@example.com', verified: true });
    expect(res.data.token.validUntil).toBeNull();

    c.token = res.data.token.value;
    expect((await c.get('/api/account/me')).data.email).toBe('buyer@example.com');
  });

  it('keeps a stay-logged-in token 90 days on the world clock', async () => {
    const c = client('stay');
    const { token } = await c.signIn('BUYER@example.com', PASSWORD, true);
    expect(token.validUntil).toBe('2026-05-31 10:00:00');
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password or an unknown address', async () => {
    const c = client('bad-credentials');
    for (const [email, password] of [
      ['buyer@example.com', 'Wrong-pass1'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const res = await c.post('/api/auth', { email, password });
      expect([res.status, res.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    }
  });

  it('refuses a body that breaks the contract', async () => {
    const res = await client('bad-body').post('/api/auth', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const c = client('logout');
    const second = c.other();
    await c.signIn('buyer@example.com');
    await second.signIn('buyer@example.com');

    expect((await c.post('/api/auth/logout')).data).toEqual({ done: true });
    expect((await c.get('/api/account/me')).code).toBe('UNAUTHENTICATED');
    expect((await second.get('/api/account/me')).status).toBe(200);
    expect((await c.post('/api/auth/logout')).status).toBe(401);
  });
});

describe('POST /api/auth/sns', () => {
  it('creates a member for an unknown SNS id and signs the same member in afterwards', async () => {
    const c = client('sns-new');
    const first = await c.post('/api/auth/sns', { provider: 'NAVER', code: 'naver-alice_01' });
    expect(first.status).toBe(200);
    expect(first.data.user).toMatchObject({ verified: false, roles: ['MEMBER'] });
    const again = await c.post('/api/auth/sns', { provider: 'NAVER', code: 'naver-alice_01' });
    expect(again.data.user.seq).toBe(first.data.user.seq);
    const kakao = await c.post('/api/auth/sns', { provider: 'KAKAO', code: 'kakao-alice_01' });
    expect(kakao.data.user.seq).not.toBe(first.data.user.seq);

    c.token = first.data.token.value;
    expect(await c.credits()).toEqual({ emoney: 0, points: 0 });
  });

  it('signs in a seeded member who joined through the provider as <provider>-<seq>', async () => {
    const member = testWorld().users.find((u) => u.snsProvider === 'KAKAO' && u.removedAt === null);
    expect(member).toBeDefined();
    const res = await client('sns-seeded').post('/api/auth/sns', {
      provider: 'KAKAO',
      code: `kakao-${member!.seq}`,
    });
    expect(res.data.user).toMatchObject({ seq: member!.seq, email: member!.email });
  });

  it('answers 401 SNS_CODE_INVALID for a malformed code or another provider’s code', async () => {
    const c = client('sns-bad');
    for (const body of [
      { provider: 'NAVER', code: 'alice' },
      { provider: 'NAVER', code: 'naver-' },
      { provider: 'NAVER', code: 'naver-a b' },
      { provider: 'KAKAO', code: 'naver-alice' },
    ]) {
      const res = await c.post('/api/auth/sns', body);
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.code).toBe('SNS_CODE_INVALID');
    }
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates an unverified member with an empty wallet and signs them in', async () => {
    const c = client('sign-up');
    const res = await c.post('/api/auth/sign-up', signUpBody());
    expect(res.status).toBe(201);
    expect(res.data.user).toMatchObject({
      email: 'fresh@example.com',
      nickname: 'FreshFace',
      verified: false,
      roles: ['MEMBER'],
    });
    c.token = res.data.token.value;
    expect(await c.credits()).toEqual({ emoney: 0, points: 0 });
    expect((await c.get('/api/cp/point')).pagination?.totalCount).toBe(0);

    const again = c.other();
    await again.signIn('fresh@example.com', 'N3wMember!');
  });

  it('rewards the referrer and the new member with the referral points, through the ledger', async () => {
    const buyer = client('referral');
    await buyer.signIn('buyer@example.com');
    const before = await buyer.credits();
    const { referralCode } = (await buyer.get('/api/account/me')).data;
    const referredBefore = (await buyer.get('/api/account/referral')).data.referredCount;

    const newcomer = buyer.other();
    const res = await newcomer.post(
      '/api/auth/sign-up',
      signUpBody({ referrerCode: referralCode.toLowerCase() }),
    );
    expect(res.status).toBe(201);
    newcomer.token = res.data.token.value;

    expect(await newcomer.credits()).toEqual({ emoney: 0, points: REFERRAL_REWARD_POINTS });
    expect(await buyer.credits()).toEqual({
      emoney: before.emoney,
      points: before.points + REFERRAL_REWARD_POINTS,
    });
    const [entry] = (await buyer.get('/api/cp/point')).data;
    expect(entry).toMatchObject({ reason: 'REFERRAL', amount: REFERRAL_REWARD_POINTS });
    expect((await buyer.get('/api/account/referral')).data.referredCount).toBe(referredBefore + 1);
  });

  it('answers 409 for a taken e-mail or nickname and 400 for an unknown referrer or a missing agreement', async () => {
    const c = client('sign-up-refusals');
    const seller = testWorld().users.find((user) => user.email === 'seller@example.com')!;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'Buyer@Example.com' }, 409, 'EMAIL_TAKEN'],
      [{ nickname: seller.nickname.toUpperCase() }, 409, 'NICKNAME_TAKEN'],
      [{ referrerCode: 'NO-SUCH-CODE' }, 400, 'VALIDATION_FAILED'],
      [
        { agreements: { terms: true, personalInformation: false, notifications: true } },
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await c.post('/api/auth/sign-up', signUpBody(overrides));
      expect([res.status, res.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    // Nothing was created by the refusals.
    expect(
      (await c.post('/api/auth', { email: 'fresh@example.com', password: 'N3wMember!' })).status,
    ).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('sends a code to the outbox and confirms it', async () => {
    const c = client('email-code');
    const sent = await c.post('/api/auth/email/verification', { email: 'New@Example.com' });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ email: 'new@example.com', expiresAt: '2026-03-02 10:10:00' });

    const [message] = await outbox(c);
    expect(message).toMatchObject({
      to: 'new@example.com',
      kind: 'EMAIL_VERIFICATION',
      link: null,
    });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.sentAt).toBe(new Date(TEST_NOW).toISOString());

    const wrong = String((Number(message!.code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await c.post('/api/auth/email/verification/confirm', {
      email: 'new@example.com',
      code: wrong,
    });
    expect([bad.status, bad.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);

    const ok = await c.post('/api/auth/email/verification/confirm', {
      email: 'new@example.com',
      code: message!.code,
    });
    expect(ok.data).toEqual({ email: 'new@example.com', verified: true });
  });

  it('keeps the outbox per session', async () => {
    const a = client('outbox-a');
    await a.post('/api/auth/email/verification', { email: 'only-a@example.com' });
    expect(await outbox(client('outbox-b'))).toEqual([]);
    expect((await outbox(a)).map((m) => m.to)).toEqual(['only-a@example.com']);
  });

  it('refuses a registered address (409), a resend within a minute (429) and an expired code (400)', async () => {
    const c = client('email-refusals');
    expect(
      (await c.post('/api/auth/email/verification', { email: 'buyer@example.com' })).code,
    ).toBe('EMAIL_TAKEN');

    await c.post('/api/auth/email/verification', { email: 'late@example.com' });
    const resend = await c.post('/api/auth/email/verification', { email: 'late@example.com' });
    expect([resend.status, resend.code]).toEqual([429, 'RATE_LIMITED']);

    await advance(c, 11);
    const [message] = await outbox(c);
    const expired = await c.post('/api/auth/email/verification/confirm', {
      email: 'late@example.com',
      code: message!.code,
    });
    expect([expired.status, expired.code]).toEqual([400, 'VERIFICATION_CODE_INVALID']);
    expect(expired.message).toMatch(/expired/);
    // After the minute, a new code can be sent, and it works.
    await c.post('/api/auth/email/verification', { email: 'late@example.com' });
    const latest = (await outbox(c)).at(-1)!;
    const ok = await c.post('/api/auth/email/verification/confirm', {
      email: 'late@example.com',
      code: latest.code,
    });
    expect(ok.status).toBe(200);
  });
});

describe('password recovery and reset', () => {
  it('sends a reset link to the web app, sets the new password and signs every device out', async () => {
    const c = client('reset');
    await c.signIn('buyer@example.com');
    const recovery = await c.call(
      'POST',
      '/api/auth/password/recovery',
      { email: 'buyer@example.com' },
      { origin: 'http://localhost:5173' },
    );
    expect(recovery.data).toEqual({ done: true });
    const [message] = await outbox(c);
    expect(message).toMatchObject({ to: 'buyer@example.com', kind: 'PASSWORD_RESET' });
    expect(message!.link).toBe(
      `http://localhost:5173/reset-password?code=${encodeURIComponent(message!.code)}`,
    );

    const wrong = await c.post('/api/auth/password/reset', {
      code: 'nope',
      password: 'Brand-N3w-pass',
    });
    expect([wrong.status, wrong.code]).toEqual([400, 'RESET_CODE_INVALID']);

    const reset = await c.post('/api/auth/password/reset', {
      code: message!.code,
      password: 'Brand-N3w-pass',
    });
    expect(reset.status).toBe(200);
    expect((await c.get('/api/account/me')).code).toBe('UNAUTHENTICATED');
    expect(
      (await c.post('/api/auth', { email: 'buyer@example.com', password: PASSWORD })).status,
    ).toBe(401);
    await c.signIn('buyer@example.com', 'Brand-N3w-pass');

    const reused = await c.post('/api/auth/password/reset', {
      code: message!.code,
      password: 'Other-pass-1',
    });
    expect(reused.code).toBe('RESET_CODE_INVALID');
  });

  it('answers the same for an unknown address without sending anything', async () => {
    const c = client('reset-unknown');
    const res = await c.post('/api/auth/password/recovery', { email: 'ghost@example.com' });
    expect(res.data).toEqual({ done: true });
    expect(await outbox(c)).toEqual([]);
  });

  it('lets only the latest link work, and not after 30 minutes', async () => {
    const c = client('reset-expiry');
    await c.post('/api/auth/password/recovery', { email: 'seller@example.com' });
    await advance(c, 2);
    await c.post('/api/auth/password/recovery', { email: 'seller@example.com' });
    const [older, latest] = await outbox(c);
    expect(
      (await c.post('/api/auth/password/reset', { code: older!.code, password: 'Brand-N3w-pass' }))
        .code,
    ).toBe('RESET_CODE_INVALID');
    await advance(c, 31);
    const expired = await c.post('/api/auth/password/reset', {
      code: latest!.code,
      password: 'Brand-N3w-pass',
    });
    expect(expired.code).toBe('RESET_CODE_INVALID');
    expect(expired.message).toMatch(/expired/);
  });
});

describe('identity verification through the simulated provider', () => {
  const identity = { name: '신입회원', cellPhone: '010-2222-3333', dateOfBirth: '1998-04-01' };

  /** Starts a check and follows the provider's page to the web app's callback address. */
  async function throughProvider(c: MockClient) {
    const start = await c.call('POST', '/api/auth/identity/start', identity, {
      origin: 'http://localhost:5173',
    });
    expect(start.status).toBe(200);
    const page = await app().inject({
      method: 'GET',
      url: new URL(start.data.url).pathname,
      headers: { 'x-mock-session': c.session },
    });
    expect(page.statusCode).toBe(302);
    const back = new URL(String(page.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:5173/verify-user/callback');
    expect(back.searchParams.get('token_version_id')).toBe(start.data.tokenVersionId);
    return {
      encData: back.searchParams.get('enc_data')!,
      integrityValue: back.searchParams.get('integrity_value')!,
      tokenVersionId: back.searchParams.get('token_version_id')!,
    };
  }

  it('verifies the member with the values the provider returned, once', async () => {
    const c = client('identity');
    await c.signIn('newbie@example.com');
    const values = await throughProvider(c);

    const res = await c.post('/api/auth/identity/callback', values);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ verified: true, verifiedAt: '2026-03-02 10:00:00' });
    expect((await c.get('/api/account/me')).data).toMatchObject({
      verified: true,
      phone: identity.cellPhone,
    });

    const again = await c.post('/api/auth/identity/callback', values);
    expect([again.status, again.code]).toEqual([409, 'IDENTITY_ALREADY_VERIFIED']);
    const restart = await c.post('/api/auth/identity/start', identity);
    expect(restart.code).toBe('IDENTITY_ALREADY_VERIFIED');
  });

  it('refuses tampered values, another member’s values and an expired check with 400 VERIFICATION_FAILED', async () => {
    const c = client('identity-tampered');
    await c.signIn('newbie@example.com');
    const values = await throughProvider(c);

    const claims = JSON.parse(Buffer.from(values.encData, 'base64url').toString());
    const forgedData = Buffer.from(JSON.stringify({ ...claims, name: 'Someone Else' })).toString(
      'base64url',
    );
    const flipped = `${values.integrityValue.slice(0, -1)}${values.integrityValue.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      { ...values, encData: forgedData },
      { ...values, integrityValue: flipped },
      { ...values, tokenVersionId: 'f'.repeat(24) },
    ]) {
      const res = await c.post('/api/auth/identity/callback', forged);
      expect([res.status, res.code]).toEqual([400, 'VERIFICATION_FAILED']);
    }

    // A member who started no check of their own cannot complete the newbie's.
    const stranger = c.other();
    const sns = await stranger.post('/api/auth/sns', { provider: 'NAVER', code: 'naver-stranger' });
    stranger.token = sns.data.token.value;
    const stolen = await stranger.post('/api/auth/identity/callback', values);
    expect([stolen.status, stolen.code]).toEqual([400, 'VERIFICATION_FAILED']);

    await advance(c, 11);
    const late = await c.post('/api/auth/identity/callback', values);
    expect(late.code).toBe('VERIFICATION_FAILED');
    expect((await c.get('/api/account/me')).data.verified).toBe(false);
  });

  it('needs a signed-in member', async () => {
    const res = await client('identity-anon').post('/api/auth/identity/start', identity);
    expect([res.status, res.code]).toEqual([401, 'UNAUTHENTICATED']);
    const callback = await client('identity-anon2').post('/api/auth/identity/callback', {
      encData: 'a',
      integrityValue: 'b',
      tokenVersionId: 'c',
    });
    expect(callback.status).toBe(401);
  });
});
