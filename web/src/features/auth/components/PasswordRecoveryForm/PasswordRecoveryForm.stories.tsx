import type { Story, StoryDefault } from '@ladle/react';
import { answer, refuse, Scripted, StoryApi, type StoryUi } from '@/features/auth/test/story-kit';
import { PasswordRecoveryForm } from './PasswordRecoveryForm';

export default { title: 'Features / Auth / PasswordRecoveryForm' } satisfies StoryDefault;

async function request(ui: StoryUi) {
  await ui.fill('email', 'buyer@example.com');
  await ui.submit();
}

export const Empty: Story = () => <PasswordRecoveryForm />;

export const EmptyEnglish: Story = () => <PasswordRecoveryForm />;
EmptyEnglish.meta = { locale: 'en' };

export const EmptySpanish: Story = () => <PasswordRecoveryForm />;
EmptySpanish.meta = { locale: 'es' };

export const WithErrors: Story = () => (
  <Scripted
    script={async (ui) => {
      await ui.fill('email', 'not-an-email');
      await ui.submit();
    }}
  >
    <PasswordRecoveryForm />
  </Scripted>
);

export const Submitting: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/password/recovery': () => 'pending' }}>
    <Scripted script={request}>
      <PasswordRecoveryForm />
    </Scripted>
  </StoryApi>
);

/** Sent: the "if an account exists" message (and the outbox note in development). */
export const Sent: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/password/recovery': () => answer({ done: true }) }}>
    <Scripted script={request}>
      <PasswordRecoveryForm />
    </Scripted>
  </StoryApi>
);

export const SentEnglish: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/password/recovery': () => answer({ done: true }) }}>
    <Scripted script={request}>
      <PasswordRecoveryForm />
    </Scripted>
  </StoryApi>
);
SentEnglish.meta = { locale: 'en' };

/** One message a minute: the toast, and the reason on the field. */
export const RateLimited: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/password/recovery': () => refuse(429, 'RATE_LIMITED') }}>
    <Scripted script={request}>
      <PasswordRecoveryForm />
    </Scripted>
  </StoryApi>
);
