import type { Story, StoryDefault } from '@ladle/react';
import { DevHint } from './DevHint';

export default { title: 'Features / Auth / DevHint' } satisfies StoryDefault;

export const Shown: Story = () => (
  <DevHint show>
    개발 환경: 메일은 실제로 보내지 않습니다. 인증 코드는 목 서버의 GET /__mock/outbox에서
    확인하세요.
  </DevHint>
);

/** A production build leaves it out: nothing renders. */
export const Hidden: Story = () => <DevHint show={false}>Not shown</DevHint>;
Hidden.meta = { shows: 'empty' };
