import type { Story, StoryDefault } from '@ladle/react';
import { refuse, Scripted, StoryApi, type StoryUi } from '@/features/auth/test/story-kit';
import { PasswordResetForm } from './PasswordResetForm';

export default { title: 'Features / Auth / PasswordResetForm' } satisfies StoryDefault;

async function submitNew(ui: StoryUi) {
  await ui.fill('password', 'NewPassw0rd!');
  await ui.fill('passwordRepeat', 'NewPassw0rd!');
  await ui.submit();
}

async function submitInvalid(ui: StoryUi) {
  await ui.fill('password', 'short');
  await ui.fill('passwordRepeat', 'other');
  await ui.submit();
}

export const Empty: Story = () => <PasswordResetForm code="story-code" />;

export const EmptyEnglish: Story = () => <PasswordResetForm code="story-code" />;
EmptyEnglish.meta = { locale: 'en' };

export const EmptySpanish: Story = () => <PasswordResetForm code="story-code" />;
EmptySpanish.meta = { locale: 'es' };

export const WithErrors: Story = () => (
  <Scripted script={submitInvalid}>
    <PasswordResetForm code="story-code" />
  </Scripted>
);

export const WithErrorsEnglish: Story = () => (
  <Scripted script={submitInvalid}>
    <PasswordResetForm code="story-code" />
  </Scripted>
);
WithErrorsEnglish.meta = { locale: 'en' };

export const Submitting: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/password/reset': () => 'pending' }}>
    <Scripted script={submitNew}>
      <PasswordResetForm code="story-code" />
    </Scripted>
  </StoryApi>
);

/** The link expired or was used: a new one instead of the form. */
export const LinkInvalid: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/password/reset': () => refuse(400, 'RESET_CODE_INVALID') }}>
    <Scripted script={submitNew}>
      <PasswordResetForm code="used-code" />
    </Scripted>
  </StoryApi>
);
