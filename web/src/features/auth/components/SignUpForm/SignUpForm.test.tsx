import type { Locale } from '@market/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { changeLocale } from '@/lib/i18n/i18n';
import { storageKeys } from '@/lib/browser/storage';
import {
  authRoutes,
  EMAIL_CODE,
  KNOWN_REFERRER,
  LATE_TAKEN_EMAIL,
  TAKEN_EMAIL,
  TAKEN_NICKNAME,
} from '@/features/auth/test/auth-server';
import { SignUpForm } from './SignUpForm';

const api = serveApi(authRoutes());

/** The words of the form in each language the test reads it in. */
const words = {
  ko: {
    email: '이메일',
    sendCode: '인증 코드 받기',
    code: '인증 코드',
    confirmCode: '인증 확인',
    password: /^비밀번호\s*\*?$/,
    passwordRepeat: /^비밀번호 확인\s*\*?$/,
    nickname: '닉네임',
    referrer: '추천인 코드 (선택)',
    all: '모두 동의합니다',
    terms: '[필수] 이용약관에 동의합니다',
    personalInformation: '[필수] 개인정보 제공에 동의합니다',
    notifications: '[필수] 서비스 알림 수신에 동의합니다',
    submit: '가입하기',
  },
  en: {
    email: 'E-mail',
    sendCode: 'Get a code',
    code: 'Verification code',
    confirmCode: 'Verify',
    password: /^Password\s*\*?$/,
    passwordRepeat: /^Repeat the password\s*\*?$/,
    nickname: 'Nickname',
    referrer: 'Referral code (optional)',
    all: 'I agree to all',
    terms: '[Required] I agree to the terms of use',
    personalInformation: '[Required] I agree to the provision of personal information',
    notifications: '[Required] I agree to receive service notifications',
    submit: 'Create account',
  },
} as const;

/** SPEC §5 messages of the sign-up form (domain's signUpFormSchema and the code field). */
const messages = {
  ko: {
    emailRequired: '이메일을 입력해 주세요.',
    emailInvalid: '이메일 형식이 올바르지 않습니다.',
    passwordRequired: '비밀번호를 입력해 주세요.',
    passwordTooShort: '비밀번호는 8자 이상이어야 합니다.',
    passwordTooLong: '비밀번호는 64자 이하여야 합니다.',
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
    nicknameRequired: '닉네임을 입력해 주세요.',
    nicknameTooShort: '닉네임은 2자 이상이어야 합니다.',
    nicknameTooLong: '닉네임은 20자 이하여야 합니다.',
    agreementRequired: '필수 항목에 동의해 주세요.',
    referrerInvalid: '추천인 코드가 올바르지 않습니다.',
    codeRequired: '인증 코드를 입력해 주세요.',
    codeInvalid: '인증 코드는 숫자 6자리입니다.',
  },
  en: {
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter a valid e-mail address.',
    passwordRequired: 'Enter your password.',
    passwordTooShort: 'The password must be at least 8 characters.',
    passwordTooLong: 'The password must be at most 64 characters.',
    passwordMismatch: 'The passwords do not match.',
    nicknameRequired: 'Enter a nickname.',
    nicknameTooShort: 'The nickname must be at least 2 characters.',
    nicknameTooLong: 'The nickname must be at most 20 characters.',
    agreementRequired: 'Please agree to the required terms.',
    referrerInvalid: 'The referral code is not valid.',
    codeRequired: 'Enter the verification code.',
    codeInvalid: 'The verification code is 6 digits.',
  },
} as const;

function inputs(locale: Locale & keyof typeof words) {
  const w = words[locale];
  return {
    email: () => screen.getByRole('textbox', { name: w.email }),
    code: () => screen.getByRole('textbox', { name: w.code }),
    password: () => screen.getByLabelText(w.password, { selector: 'input' }),
    passwordRepeat: () => screen.getByLabelText(w.passwordRepeat, { selector: 'input' }),
    nickname: () => screen.getByRole('textbox', { name: w.nickname }),
    referrer: () => screen.getByRole('textbox', { name: w.referrer }),
    agreement: (name: 'terms' | 'personalInformation' | 'notifications') =>
      screen.getByRole('checkbox', { name: w[name] }),
    all: () => screen.getByRole('checkbox', { name: w.all }),
    button: (name: 'sendCode' | 'confirmCode' | 'submit') =>
      screen.getByRole('button', { name: w[name] }),
  };
}

/** The message is shown as the input's own error (its accessible description). */
async function expectMessage(input: HTMLElement, message: string) {
  await waitFor(() =>
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string),
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
}

/** Replace an input's text (pasted: typing long texts key by key is slow) and leave it. */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
  await user.tab();
}

async function verifyEmail(user: UserEvent, email: string) {
  const form = inputs('ko');
  await retype(user, form.email(), email);
  await user.click(form.button('sendCode'));
  await user.type(await screen.findByRole('textbox', { name: words.ko.code }), EMAIL_CODE);
  await user.click(form.button('confirmCode'));
  await screen.findByText('이메일 인증을 마쳤습니다.');
}

async function fillRest(
  user: UserEvent,
  { nickname = '새싹', referrer }: { nickname?: string; referrer?: string } = {},
) {
  const form = inputs('ko');
  await retype(user, form.password(), 'Passw0rd!');
  await retype(user, form.passwordRepeat(), 'Passw0rd!');
  await retype(user, form.nickname(), nickname);
  if (referrer !== undefined) await retype(user, form.referrer(), referrer);
  await user.click(form.all());
}

const signUpRequests = () => api.calls('/api/auth/sign-up');

describe('SignUpForm', () => {
  for (const locale of ['ko', 'en'] as const) {
    // Many steps on two shared cores: a longer time limit than the default.
    it(
      `shows every validation message of SPEC §5 on its input (${locale})`,
      { timeout: 40_000 },
      async () => {
        await changeLocale(locale);
        const user = userEvent.setup();
        renderWithProviders(<SignUpForm />, { path: '/create-account' });
        const form = inputs(locale);
        const m = messages[locale];

        await user.click(form.button('submit'));
        await expectMessage(form.email(), m.emailRequired);
        await expectMessage(form.password(), m.passwordRequired);
        await expectMessage(form.passwordRepeat(), m.passwordRequired);
        await expectMessage(form.nickname(), m.nicknameRequired);
        await expectMessage(form.agreement('terms'), m.agreementRequired);
        await expectMessage(form.agreement('personalInformation'), m.agreementRequired);
        await expectMessage(form.agreement('notifications'), m.agreementRequired);
        expect(signUpRequests()).toHaveLength(0);

        await retype(user, form.email(), 'not-an-email');
        await expectMessage(form.email(), m.emailInvalid);
        // The code is only sent to an address that passes the form's rule.
        await user.click(form.button('sendCode'));
        expect(api.requests.filter((r) => r.path.includes('verification'))).toHaveLength(0);

        await retype(user, form.password(), 'short');
        await expectMessage(form.password(), m.passwordTooShort);
        await retype(user, form.password(), 'x'.repeat(65));
        await expectMessage(form.password(), m.passwordTooLong);
        await retype(user, form.password(), 'Passw0rd!');
        await retype(user, form.passwordRepeat(), 'Passw0rd?');
        await expectMessage(form.passwordRepeat(), m.passwordMismatch);

        await retype(user, form.nickname(), 'a');
        await expectMessage(form.nickname(), m.nicknameTooShort);
        await retype(user, form.nickname(), 'n'.repeat(21));
        await expectMessage(form.nickname(), m.nicknameTooLong);

        await retype(user, form.referrer(), 'R'.repeat(33));
        await expectMessage(form.referrer(), m.referrerInvalid);

        await retype(user, form.email(), 'new@example.com');
        await user.click(form.button('sendCode'));
        const code = await screen.findByRole('textbox', { name: words[locale].code });
        await user.click(form.button('confirmCode'));
        await expectMessage(code, m.codeRequired);
        await user.type(code, '12ab');
        await user.click(form.button('confirmCode'));
        await expectMessage(code, m.codeInvalid);
      },
    );
  }

  it('re-translates visible messages when the language changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await user.click(inputs('ko').button('submit'));
    await expectMessage(inputs('ko').nickname(), messages.ko.nicknameRequired);
    await changeLocale('en');
    await expectMessage(inputs('en').nickname(), messages.en.nicknameRequired);
  });

  it('ticks and clears every agreement with the all box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    const form = inputs('ko');
    await user.click(form.agreement('terms'));
    expect(form.all()).not.toBeChecked();
    expect(form.all()).toHaveAttribute('data-indeterminate', 'true');
    await user.click(form.all());
    for (const name of ['terms', 'personalInformation', 'notifications'] as const) {
      expect(form.agreement(name)).toBeChecked();
    }
    await user.click(form.all());
    expect(form.agreement('notifications')).not.toBeChecked();
  });

  it('prefills the referral code', () => {
    renderWithProviders(<SignUpForm referrer={KNOWN_REFERRER} />);
    expect(inputs('ko').referrer()).toHaveValue(KNOWN_REFERRER);
  });

  it('asks for the e-mail to be verified before creating the account', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await retype(user, inputs('ko').email(), 'new@example.com');
    await fillRest(user);
    await user.click(inputs('ko').button('submit'));
    await expectMessage(inputs('ko').email(), '이메일 인증을 완료해 주세요.');
    expect(signUpRequests()).toHaveLength(0);
  });

  it('shows a wrong code on the code input and a taken address on the e-mail input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    const form = inputs('ko');
    await retype(user, form.email(), 'new@example.com');
    await user.click(form.button('sendCode'));
    expect(
      await screen.findByText(
        'new@example.com(으)로 인증 코드를 보냈습니다. 메일함을 확인해 주세요.',
      ),
    ).toBeVisible();
    await user.type(form.code(), '654321');
    await user.click(form.button('confirmCode'));
    await expectMessage(form.code(), '인증 코드가 올바르지 않거나 만료되었습니다.');
    expect(await screen.findByText('인증에 실패했습니다.')).toBeVisible();

    await retype(user, form.email(), TAKEN_EMAIL);
    await user.click(screen.getByRole('button', { name: '코드 다시 받기' }));
    await expectMessage(form.email(), '이미 가입된 이메일입니다.');
    expect(await screen.findByText('인증 메일을 보내지 못했습니다.')).toBeVisible();
  });

  it.each([
    ['nickname', { nickname: TAKEN_NICKNAME }, '이미 사용 중인 닉네임입니다.'],
    ['referrer', { referrer: 'NOPE' }, '추천인 코드가 올바르지 않습니다.'],
  ] as const)('shows a server refusal of the %s on its input', async (field, values, message) => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await verifyEmail(user, 'new@example.com');
    await fillRest(user, values);
    await user.click(inputs('ko').button('submit'));
    await expectMessage(inputs('ko')[field](), message);
    expect(await screen.findByText('회원가입에 실패했습니다.')).toBeVisible();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('shows an address taken since its verification on the e-mail input and unlocks it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await verifyEmail(user, LATE_TAKEN_EMAIL);
    expect(inputs('ko').email()).toHaveAttribute('readonly');
    await fillRest(user);
    await user.click(inputs('ko').button('submit'));
    await expectMessage(inputs('ko').email(), '이미 가입된 이메일입니다.');
    expect(inputs('ko').email()).not.toHaveAttribute('readonly');
  });

  it('creates the account, signs in, goes on and shows the referral reward', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<SignUpForm referrer={KNOWN_REFERRER} redirect="/cart" />, {
      path: '/create-account',
    });
    await verifyEmail(user, 'New@Example.com');
    await fillRest(user, { nickname: '새싹' });
    await user.click(inputs('ko').button('submit'));

    await waitFor(() => expect(view.currentAddress()).toBe('/cart'));
    expect(signUpRequests().map((request) => request.body)).toEqual([
      {
        email: 'New@Example.com',
        password: 'Passw0rd!',
        nickname: '새싹',
        agreements: { terms: true, personalInformation: true, notifications: true },
        referrerCode: KNOWN_REFERRER,
      },
    ]);
    const stored = JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as {
      token: string;
    };
    expect(stored.token).toBe('new-token');
    const toast = await screen.findByText(/새싹님, 가입을 환영합니다!/);
    expect(toast).toHaveTextContent('추천 보상으로 1,000 포인트가 적립되었습니다.');
  });

  it('says welcome without a reward when no referral code was used', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await verifyEmail(user, 'new@example.com');
    await fillRest(user, { nickname: '초록', referrer: '' });
    await user.click(inputs('ko').button('submit'));
    const toast = await screen.findByText(/초록님, 가입을 환영합니다!/);
    expect(toast).not.toHaveTextContent('추천 보상');
    expect(signUpRequests()[0]?.body).not.toHaveProperty('referrerCode');
    expect(within(document.body).queryByText(/추천 보상으로/)).toBeNull();
  });
});
