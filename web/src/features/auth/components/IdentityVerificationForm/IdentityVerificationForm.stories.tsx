import type { Story, StoryDefault } from '@ladle/react';
import { Scripted, StoryApi, type StoryUi } from '@/features/auth/test/story-kit';
import { IdentityVerificationForm } from './IdentityVerificationForm';

export default { title: 'Features / Auth / IdentityVerificationForm' } satisfies StoryDefault;

/** Stories stay on their page: the provider's address is not opened. */
const stay = () => undefined;
const submitEmpty = (ui: StoryUi) => ui.submit();

export const Empty: Story = () => <IdentityVerificationForm goToProvider={stay} />;
Empty.meta = { session: 'member' };

export const EmptyEnglish: Story = () => <IdentityVerificationForm goToProvider={stay} />;
EmptyEnglish.meta = { session: 'member', locale: 'en' };

export const EmptySpanish: Story = () => <IdentityVerificationForm goToProvider={stay} />;
EmptySpanish.meta = { session: 'member', locale: 'es' };

export const WithErrors: Story = () => (
  <Scripted
    script={async (ui) => {
      await ui.fill('cellPhone', '12ab');
      await ui.submit();
    }}
  >
    <IdentityVerificationForm goToProvider={stay} />
  </Scripted>
);
WithErrors.meta = { session: 'member' };

export const RequiredErrorsEnglish: Story = () => (
  <Scripted script={submitEmpty}>
    <IdentityVerificationForm goToProvider={stay} />
  </Scripted>
);
RequiredErrorsEnglish.meta = { session: 'member', locale: 'en' };

export const Submitting: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/identity/start': () => 'pending' }}>
    <Scripted
      script={async (ui) => {
        await ui.fill('name', '김하늘');
        await ui.fill('cellPhone', '010-1234-5678');
        await ui.fill('dateOfBirth', '1990-01-31');
        await ui.submit();
      }}
    >
      <IdentityVerificationForm goToProvider={stay} />
    </Scripted>
  </StoryApi>
);
Submitting.meta = { session: 'member' };
