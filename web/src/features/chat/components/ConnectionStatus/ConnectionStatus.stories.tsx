import type { Story, StoryDefault } from '@ladle/react';
import { ConnectionStatus } from './ConnectionStatus';

export default { title: 'Features / Chat / ConnectionStatus' } satisfies StoryDefault;

export const Connecting: Story = () => <ConnectionStatus state="connecting" />;
export const Ready: Story = () => <ConnectionStatus state="ready" />;
export const Offline: Story = () => (
  <ConnectionStatus state="offline" onReconnect={() => undefined} />
);
