import type { Story, StoryDefault } from '@ladle/react';
import { OFFICIAL_AUTHORIZE_URLS } from '@/features/auth/utils/sns-providers';
import { SnsLoginButtons } from './SnsLoginButtons';

export default { title: 'Features / Auth / SnsLoginButtons' } satisfies StoryDefault;

/** Development: the mock server's simulated provider, with the note for developers. */
export const Simulated: Story = () => (
  <SnsLoginButtons modes={{ NAVER: { kind: 'simulated' }, KAKAO: { kind: 'simulated' } }} />
);

export const SimulatedEnglish: Story = () => (
  <SnsLoginButtons modes={{ NAVER: { kind: 'simulated' }, KAKAO: { kind: 'simulated' } }} />
);
SimulatedEnglish.meta = { locale: 'en' };

export const RealProvidersSpanish: Story = () => (
  <SnsLoginButtons
    modes={{
      NAVER: { kind: 'oauth', clientId: 'naver-app', authorizeUrl: OFFICIAL_AUTHORIZE_URLS.NAVER },
      KAKAO: { kind: 'oauth', clientId: 'kakao-app', authorizeUrl: OFFICIAL_AUTHORIZE_URLS.KAKAO },
    }}
  />
);
RealProvidersSpanish.meta = { locale: 'es' };

/** Only Kakao configured. */
export const KakaoOnly: Story = () => (
  <SnsLoginButtons
    modes={{
      NAVER: null,
      KAKAO: { kind: 'oauth', clientId: 'kakao-app', authorizeUrl: OFFICIAL_AUTHORIZE_URLS.KAKAO },
    }}
  />
);
