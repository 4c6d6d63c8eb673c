import type { Story, StoryDefault } from '@ladle/react';
import { refuse, StoryApi } from '@/features/auth/test/story-kit';
import { SnsSignInCallback } from './SnsSignInCallback';

export default { title: 'Features / Auth / SnsSignInCallback' } satisfies StoryDefault;

export const Exchanging: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/sns': () => 'pending' }}>
    <SnsSignInCallback provider="NAVER" code="naver-dev" state="" />
  </StoryApi>
);

export const Refused: Story = () => (
  <StoryApi routes={{ 'POST /api/auth/sns': () => refuse(401, 'SNS_CODE_INVALID') }}>
    <SnsSignInCallback provider="KAKAO" code="kakao-dev" state="" />
  </StoryApi>
);

export const MissingCodeEnglish: Story = () => (
  <SnsSignInCallback provider="NAVER" code="" state="" />
);
MissingCodeEnglish.meta = { locale: 'en' };

/** A state this tab never sent (a forged link). */
export const ForgedStateSpanish: Story = () => (
  <SnsSignInCallback provider="KAKAO" code="kakao-dev" state="forged" />
);
ForgedStateSpanish.meta = { locale: 'es' };
