import type { Story, StoryDefault } from '@ladle/react';
import { PartyRequestPanel } from './PartyRequestPanel';

export default { title: 'Features / Parties / PartyRequestPanel' } satisfies StoryDefault;

export const Renewal: Story = () => (
  <PartyRequestPanel
    request={{ kind: 'RENEWAL', postSeq: 31, reason: null, requestedAt: '2026-11-20 10:00:00' }}
  />
);
Renewal.meta = { session: 'member' };
export const Removal: Story = () => (
  <PartyRequestPanel
    request={{
      kind: 'REMOVAL',
      postSeq: 24,
      reason: '계정 정리로 인원을 줄여야 해요',
      requestedAt: '2026-11-20 10:00:00',
    }}
  />
);
Removal.meta = { session: 'member', locale: 'en' };
