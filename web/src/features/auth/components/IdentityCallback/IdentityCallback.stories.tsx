import type { Story, StoryDefault } from '@ladle/react';
import { refuse, StoryApi } from '@/features/auth/test/story-kit';
import { IdentityCallback } from './IdentityCallback';

export default { title: 'Features / Auth / IdentityCallback' } satisfies StoryDefault;

const values = { encData: 'ENC', integrityValue: 'SIG', tokenVersionId: 'TV1' };

/** Checking the provider's result. */
export const Verifying: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/identity/callback': () => 'pending' }}>
    <IdentityCallback {...values} />
  </StoryApi>
);
Verifying.meta = { session: 'member' };

export const Failed: Story = () => (
  <StoryApi
    routes={{ 'POST /api/auth/identity/callback': () => refuse(400, 'VERIFICATION_FAILED') }}
  >
    <IdentityCallback {...values} />
  </StoryApi>
);
Failed.meta = { session: 'member' };

export const FailedEnglish: Story = () => (
  <StoryApi
    routes={{ 'POST /api/auth/identity/callback': () => refuse(400, 'VERIFICATION_FAILED') }}
  >
    <IdentityCallback {...values} />
  </StoryApi>
);
FailedEnglish.meta = { session: 'member', locale: 'en' };

export const FailedSpanish: Story = () => (
  <StoryApi
    routes={{ 'POST /api/auth/identity/callback': () => refuse(400, 'VERIFICATION_FAILED') }}
  >
    <IdentityCallback {...values} />
  </StoryApi>
);
FailedSpanish.meta = { session: 'member', locale: 'es' };
