import type { Story, StoryDefault } from '@ladle/react';
import { AuthStatus } from './AuthStatus';

export default { title: 'Features / Auth / AuthStatus' } satisfies StoryDefault;

export const Working: Story = () => (
  <AuthStatus state="working" title="네이버 계정으로 로그인하는 중…" />
);

export const Failed: Story = () => (
  <AuthStatus
    state="failed"
    title="Sign-in failed"
    body="The Naver authorisation has expired or is not valid. Please try again."
    action={{ label: 'Back to sign-in', href: '/login' }}
  />
);
Failed.meta = { locale: 'en' };

export const Done: Story = () => (
  <AuthStatus
    state="done"
    title="Tu identidad está verificada."
    action={{ label: 'Ir a la página principal', href: '/' }}
  />
);
Done.meta = { locale: 'es' };
