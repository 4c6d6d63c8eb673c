import type { Story, StoryDefault } from '@ladle/react';
import { i18next } from '@/lib/i18n/i18n';
import {
  answer,
  refuse,
  Scripted,
  StoryApi,
  type StoryRoutes,
  type StoryUi,
} from '@/features/auth/test/story-kit';
import { SignUpForm } from './SignUpForm';

export default { title: 'Features / Auth / SignUpForm' } satisfies StoryDefault;

const newMember = {
  token: { value: 'story-new', validUntil: null },
  user: {
    seq: 99,
    email: 'new@example.com',
    nickname: '새싹',
    profileImageUrl: null,
    roles: ['MEMBER'],
    verified: false,
    phone: null,
    countries: ['KR'],
    newsletter: false,
    referralCode: 'NEW99',
    createdAt: '2026-03-02 10:00:00',
  },
};

const verificationRoutes: StoryRoutes = {
  'POST /api/auth/email/verification': () =>
    answer({ email: 'new@example.com', expiresAt: '2026-03-02 10:10:00' }),
  'POST /api/auth/email/verification/confirm': () =>
    answer({ email: 'new@example.com', verified: true }),
};

type ButtonKey = 'createAccount.sendCode' | 'createAccount.confirmCode' | 'agreements.all';
/** A button's text in the story's language. */
const label = (key: ButtonKey): string => i18next.getFixedT(null, 'auth')(key);

async function sendCode(ui: StoryUi) {
  await ui.fill('email', 'new@example.com');
  await ui.click(label('createAccount.sendCode'));
}

async function verifyAndFill(ui: StoryUi, nickname = '새싹') {
  await sendCode(ui);
  await ui.fill('verificationCode', '123456');
  await ui.click(label('createAccount.confirmCode'));
  await ui.fill('password', 'Passw0rd!');
  await ui.fill('passwordRepeat', 'Passw0rd!');
  await ui.fill('nickname', nickname);
  await ui.click(label('agreements.all'));
}

const submitEmpty = (ui: StoryUi) => ui.submit();

async function submitInvalid(ui: StoryUi) {
  await ui.fill('email', 'not-an-email');
  await ui.fill('password', 'short');
  await ui.fill('passwordRepeat', 'other');
  await ui.fill('nickname', 'a');
  await ui.submit();
}

export const Empty: Story = () => <SignUpForm />;

export const EmptyEnglish: Story = () => <SignUpForm />;
EmptyEnglish.meta = { locale: 'en' };

export const EmptySpanish: Story = () => <SignUpForm />;
EmptySpanish.meta = { locale: 'es' };

/** A referral link (`/create-account?referrer=SKY7`) fills the code in. */
export const WithReferrer: Story = () => <SignUpForm referrer="SKY7" />;

/** Submitted empty: every required message, each on its input. */
export const RequiredErrors: Story = () => (
  <Scripted script={submitEmpty}>
    <SignUpForm />
  </Scripted>
);

export const RequiredErrorsEnglish: Story = () => (
  <Scripted script={submitEmpty}>
    <SignUpForm />
  </Scripted>
);
RequiredErrorsEnglish.meta = { locale: 'en' };

export const RequiredErrorsSpanish: Story = () => (
  <Scripted script={submitEmpty}>
    <SignUpForm />
  </Scripted>
);
RequiredErrorsSpanish.meta = { locale: 'es' };

/** Wrong format, too short, not matching. */
export const InvalidValues: Story = () => (
  <Scripted script={submitInvalid}>
    <SignUpForm />
  </Scripted>
);

export const InvalidValuesEnglish: Story = () => (
  <Scripted script={submitInvalid}>
    <SignUpForm />
  </Scripted>
);
InvalidValuesEnglish.meta = { locale: 'en' };

/** The code went out; the member types it. */
export const CodeSent: Story = () => (
  <StoryApi routes={verificationRoutes}>
    <Scripted script={sendCode}>
      <SignUpForm />
    </Scripted>
  </StoryApi>
);

export const WrongCode: Story = () => (
  <StoryApi
    routes={{
      ...verificationRoutes,
      'POST /api/auth/email/verification/confirm': () => refuse(400, 'VERIFICATION_CODE_INVALID'),
    }}
  >
    <Scripted
      script={async (ui) => {
        await sendCode(ui);
        await ui.fill('verificationCode', '000000');
        await ui.click(label('createAccount.confirmCode'));
      }}
    >
      <SignUpForm />
    </Scripted>
  </StoryApi>
);

/** Everything filled in and confirmed, waiting for the server. */
export const Submitting: Story = () => (
  <StoryApi routes={{ ...verificationRoutes, 'POST /api/auth/sign-up': () => 'pending' }}>
    <Scripted
      script={async (ui) => {
        await verifyAndFill(ui);
        await ui.submit();
      }}
    >
      <SignUpForm referrer="SKY7" />
    </Scripted>
  </StoryApi>
);

/** The server refuses the nickname: the message sits on the nickname input. */
export const NicknameTaken: Story = () => (
  <StoryApi
    routes={{
      ...verificationRoutes,
      'POST /api/auth/sign-up': () => refuse(409, 'NICKNAME_TAKEN', 'This nickname is taken'),
    }}
  >
    <Scripted
      script={async (ui) => {
        await verifyAndFill(ui, '하늘');
        await ui.submit();
      }}
    >
      <SignUpForm />
    </Scripted>
  </StoryApi>
);

/** The server does not know the referral code. */
export const ReferrerUnknown: Story = () => (
  <StoryApi
    routes={{
      ...verificationRoutes,
      'POST /api/auth/sign-up': () =>
        refuse(400, 'VALIDATION_FAILED', 'body.referrerCode: validation.referrer.invalid'),
    }}
  >
    <Scripted
      script={async (ui) => {
        await verifyAndFill(ui);
        await ui.submit();
      }}
    >
      <SignUpForm referrer="NOPE" />
    </Scripted>
  </StoryApi>
);

/** Created: the member is signed in and welcomed with the referral reward (toast). */
export const Created: Story = () => (
  <StoryApi
    routes={{ ...verificationRoutes, 'POST /api/auth/sign-up': () => answer(newMember, 201) }}
  >
    <Scripted
      script={async (ui) => {
        await verifyAndFill(ui);
        await ui.submit();
      }}
    >
      <SignUpForm referrer="SKY7" redirect="/create-account" />
    </Scripted>
  </StoryApi>
);
Created.meta = { path: '/create-account' };
