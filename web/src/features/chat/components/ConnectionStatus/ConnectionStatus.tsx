import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatSocketState } from '@/lib/chat/chat-socket';

export interface ConnectionStatusProps {
  state: ChatSocketState;
  /** Connect again now instead of waiting for the next automatic try; no button when absent. */
  onReconnect?: () => void;
}

const colors: Record<ChatSocketState, string> = {
  connecting: 'gray.7',
  ready: 'teal.9',
  offline: 'red.9',
  noNetwork: 'red.9',
};

/**
 * The chat connection's state, announced politely when it changes. "Reconnect now" is offered
 * while retrying, not while the browser has no network (it would fail).
 */
export function ConnectionStatus({ state, onReconnect }: ConnectionStatusProps) {
  const { t } = useTranslation('chat');
  return (
    <Group gap="xs" role="status" aria-live="polite" data-connection={state}>
      <Badge color={colors[state]} variant="outline">
        {t(`connection.${state}`)}
      </Badge>
      {state === 'offline' && onReconnect ? (
        <Button size="compact-xs" variant="subtle" onClick={onReconnect}>
          {t('connection.reconnect')}
        </Button>
      ) : null}
    </Group>
  );
}
