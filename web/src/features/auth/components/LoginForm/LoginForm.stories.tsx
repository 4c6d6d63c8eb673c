import type { Story, StoryDefault } from '@ladle/react';
import { OFFICIAL_AUTHORIZE_URLS } from '@/features/auth/utils/sns-providers';
import { refuse, Scripted, StoryApi, type StoryUi } from '@/features/auth/test/story-kit';
import { LoginForm } from './LoginForm';

export default { title: 'Features / Auth / LoginForm' } satisfies StoryDefault;

const submitEmpty = (ui: StoryUi) => ui.submit();

async function submitFilled(ui: StoryUi) {
  await ui.fill('email', 'buyer@example.com');
  await ui.fill('password', 'Passw0rd!');
  await ui.submit();
}

export const Empty: Story = () => <LoginForm />;

export const EmptyEnglish: Story = () => <LoginForm />;
EmptyEnglish.meta = { locale: 'en' };

export const EmptySpanish: Story = () => <LoginForm />;
EmptySpanish.meta = { locale: 'es' };

export const RequiredErrors: Story = () => (
  <Scripted script={submitEmpty}>
    <LoginForm />
  </Scripted>
);

export const InvalidEmailEnglish: Story = () => (
  <Scripted
    script={async (ui) => {
      await ui.fill('email', 'not-an-email');
      await ui.submit();
    }}
  >
    <LoginForm />
  </Scripted>
);
InvalidEmailEnglish.meta = { locale: 'en' };

export const Submitting: Story = () => (
  <StoryApi routes={{ 'POST /api/auth': () => 'pending' }}>
    <Scripted script={submitFilled}>
      <LoginForm />
    </Scripted>
  </StoryApi>
);

/** Wrong password: the 'login failed' toast. */
export const Refused: Story = () => (
  <StoryApi routes={{ 'POST /api/auth': () => refuse(401, 'INVALID_CREDENTIALS') }}>
    <Scripted script={submitFilled}>
      <LoginForm />
    </Scripted>
  </StoryApi>
);

/** A deployment with real Naver and Kakao apps: the buttons go to the providers. */
export const RealProviders: Story = () => (
  <LoginForm
    snsModes={{
      NAVER: { kind: 'oauth', clientId: 'naver-app', authorizeUrl: OFFICIAL_AUTHORIZE_URLS.NAVER },
      KAKAO: { kind: 'oauth', clientId: 'kakao-app', authorizeUrl: OFFICIAL_AUTHORIZE_URLS.KAKAO },
    }}
  />
);

/** A production build without SNS apps: e-mail only. */
export const EmailOnly: Story = () => <LoginForm snsModes={{ NAVER: null, KAKAO: null }} />;
