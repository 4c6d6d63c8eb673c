import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_REWARD_POINTS,
  VERIFICATION_CODE_LENGTH,
} from '@market/domain';
import { expect, test } from './fixtures';
import { accounts, SEEDED_PASSWORD } from './support/env';
import { closePopups } from './support/home';
import { tr } from './support/locales';
import { field } from './support/locators';

const message = (key: string, values?: Record<string, number>) => tr('ko', key, values);

test('a visitor signs up with a referral code, meeting every validation message on the way', async ({
  page,
  world,
}) => {
  const referrer = await world.signIn(accounts.buyer);
  const referrerPointsBefore = (await world.credits(referrer.token.value!)).points;
  const referralCode = referrer.user.referralCode;
  // The world is the test's own: these are free in it.
  const email = 'referred-newcomer@example.com';
  const nickname = 'newcomer42';

  await page.goto(`/create-account?referrer=${referralCode}`);
  const main = page.getByRole('main');
  const emailBox = field(main, tr('ko', 'auth:createAccount.email'));
  const password = field(main, tr('ko', 'auth:createAccount.password'));
  const passwordRepeat = field(main, tr('ko', 'auth:createAccount.passwordRepeat'));
  const nicknameBox = field(main, tr('ko', 'auth:createAccount.nickname'));
  const referrerBox = field(main, tr('ko', 'auth:createAccount.referrer'));
  const submit = main.getByRole('button', { name: tr('ko', 'auth:createAccount.submit') });
  const shown = (text: string) => main.getByText(text, { exact: true });

  // The referral link fills the code in.
  await expect(referrerBox).toHaveValue(referralCode);

  // Nothing filled in: each required field says so.
  await submit.click();
  await expect(shown(message('validation:email.required'))).toBeVisible();
  await expect(shown(message('validation:password.required'))).toHaveCount(2);
  await expect(shown(message('validation:nickname.required'))).toBeVisible();
  await expect(shown(message('validation:agreement.required'))).toHaveCount(3);

  // Malformed and too short.
  await emailBox.fill('not-an-email');
  await password.fill('a'.repeat(PASSWORD_MIN_LENGTH - 1));
  await passwordRepeat.fill('b'.repeat(PASSWORD_MIN_LENGTH - 1));
  await nicknameBox.fill('n'.repeat(NICKNAME_MIN_LENGTH - 1));
  await submit.click();
  await expect(shown(message('validation:email.invalid'))).toBeVisible();
  await expect(
    shown(message('validation:password.tooShort', { passwordMin: PASSWORD_MIN_LENGTH })),
  ).toBeVisible();
  await expect(shown(message('validation:password.mismatch'))).toBeVisible();
  await expect(
    shown(message('validation:nickname.tooShort', { nicknameMin: NICKNAME_MIN_LENGTH })),
  ).toBeVisible();

  // Too long.
  await password.fill('a'.repeat(PASSWORD_MAX_LENGTH + 1));
  await nicknameBox.fill('n'.repeat(NICKNAME_MAX_LENGTH + 1));
  await expect(
    shown(message('validation:password.tooLong', { passwordMax: PASSWORD_MAX_LENGTH })),
  ).toBeVisible();
  await expect(
    shown(message('validation:nickname.tooLong', { nicknameMax: NICKNAME_MAX_LENGTH })),
  ).toBeVisible();

  // The e-mail address is confirmed with a code from the (mock) mailbox.
  await emailBox.fill(email);
  await main.getByRole('button', { name: tr('ko', 'auth:createAccount.sendCode') }).click();
  await expect(main.getByText(tr('ko', 'auth:createAccount.codeSent', { email }))).toBeVisible();
  const mail = await world.lastMailTo(email);
  const code = mail?.code;
  if (!code) throw new Error(`no verification code was sent to ${email}`);

  const codeBox = field(main, tr('ko', 'auth:createAccount.code'));
  const confirm = main.getByRole('button', { name: tr('ko', 'auth:createAccount.confirmCode') });
  await codeBox.fill('12');
  await confirm.click();
  await expect(
    shown(
      message('validation:verificationCode.invalid', {
        verificationCodeLength: VERIFICATION_CODE_LENGTH,
      }),
    ),
  ).toBeVisible();
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await confirm.click();
  await expect(shown(message('auth:errors.codeInvalid'))).toBeVisible();

  // Everything else right, but the address not confirmed yet.
  await password.fill(SEEDED_PASSWORD);
  await passwordRepeat.fill(SEEDED_PASSWORD);
  await nicknameBox.fill(nickname);
  await main.getByRole('checkbox', { name: tr('ko', 'auth:agreements.all') }).check();
  await submit.click();
  await expect(shown(message('auth:errors.emailNotVerified'))).toBeVisible();

  await codeBox.fill(code);
  await confirm.click();
  await expect(main.getByText(tr('ko', 'auth:createAccount.emailVerified'))).toBeVisible();

  // A referral code the server does not know is refused on its field.
  await referrerBox.fill('NO-SUCH-CODE');
  await submit.click();
  await expect(shown(message('validation:referrer.invalid'))).toBeVisible();

  await referrerBox.fill(referralCode);
  await submit.click();
  await expect(page).toHaveURL('/');

  // Signed in as the new member, and both members got the referral reward.
  const member = await world.signIn(email);
  expect(member.user.nickname).toBe(nickname);
  expect((await world.credits(member.token.value!)).points).toBe(REFERRAL_REWARD_POINTS);
  expect((await world.credits(referrer.token.value!)).points).toBe(
    referrerPointsBefore + REFERRAL_REWARD_POINTS,
  );

  await closePopups(page, world, 'ko');
  await page.getByRole('button', { name: tr('ko', 'layout:account.menu') }).click();
  await expect(
    page.getByRole('menu').getByText(tr('ko', 'layout:account.greeting', { nickname })),
  ).toBeVisible();
});
