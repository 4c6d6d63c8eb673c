import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ChatMessage, MemberSummary } from '@market/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingLine } from '@/features/chat/hooks/use-chat-room';
import classes from './MessageList.module.css';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Lines this user is sending (optimistic), shown after the messages. Default none. */
  pending?: readonly PendingLine[];
  /** The signed-in user, whose lines are aligned to the end. */
  mySeq: number | null;
  /** The room's members, to name senders. Default none (a sender is then "member #seq"). */
  members?: readonly MemberSummary[];
  /** True when older pages remain; shows the "earlier messages" button and loads on scroll up. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  onRetry?: (ref: string) => void;
  /** The connection is down: lines being sent wait for it (and say so). Default false. */
  waiting?: boolean;
}

function Body({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  if (message.messageType === 'IMAGE') {
    return (
      <Group gap={4}>
        {message.images.map((url, index) => (
          <img
            key={url}
            src={url}
            alt={t('imageAlt', { index: index + 1 })}
            className={classes.image}
          />
        ))}
      </Group>
    );
  }
  // React renders text as text: markup in a message is shown, never run.
  return <span className={classes.bubble}>{message.message}</span>;
}

/**
 * A room's messages, oldest first, in a polite live region (new messages are read out). Scrolling
 * to the top loads older pages without moving what is on screen; a new message keeps the list at
 * the bottom when the reader was there.
 */
export function MessageList({
  messages,
  pending = [],
  mySeq,
  members = [],
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  onRetry,
  waiting = false,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const oldestId = messages[0]?.id;
  const newestKey = `${messages.at(-1)?.id ?? ''}:${pending.length}`;
  const lastHeight = useRef(0);
  const lastOldest = useRef<string | undefined>(undefined);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (lastOldest.current !== undefined && oldestId !== lastOldest.current) {
      // Older messages arrived above: keep the same message under the reader's eyes.
      el.scrollTop += el.scrollHeight - lastHeight.current;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    lastOldest.current = oldestId;
    lastHeight.current = el.scrollHeight;
  }, [oldestId, newestKey]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    lastHeight.current = el.scrollHeight;
    if (el.scrollTop < 24 && hasOlder && !loadingOlder) onLoadOlder?.();
  };

  const nameOf = (seq: number) =>
    seq === mySeq
      ? t('me')
      : (members.find((member) => member.seq === seq)?.nickname ?? t('member', { seq }));

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      onScroll={onScroll}
      tabIndex={0}
      aria-label={t('messages')}
    >
      {hasOlder ? (
        <Center mb="xs">
          {loadingOlder ? (
            <Loader size="sm" role="status" aria-label={t('loadingOlder')} />
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={onLoadOlder}>
              {t('loadOlder')}
            </Button>
          )}
        </Center>
      ) : null}
      {messages.length === 0 && pending.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('empty')}
        </Text>
      ) : null}
      <div role="log" aria-live="polite" aria-relevant="additions">
        <ol className={classes.list}>
          {messages.map((message) => {
            const mine = message.senderSeq === mySeq;
            return (
              <li
                key={message.id}
                className={`${classes.line} ${mine ? classes.mine : ''}`}
                data-message-id={message.id}
              >
                <Text size="xs" c="dimmed">
                  {nameOf(message.senderSeq)} ·{' '}
                  <time dateTime={message.createdAt}>{message.createdAt.slice(11, 16)}</time>
                </Text>
                <Body message={message} />
              </li>
            );
          })}
          {pending.map((line) => (
            <li
              key={line.ref}
              className={`${classes.line} ${classes.mine}`}
              data-pending={line.status}
            >
              <Text size="xs" c={line.status === 'failed' ? 'red.9' : 'dimmed'}>
                {line.status === 'failed' ? t('failed') : waiting ? t('queued') : t('sending')}
              </Text>
              {line.kind === 'text' ? (
                <span className={classes.bubble}>{line.text}</span>
              ) : (
                <span className={classes.bubble}>
                  {t('imagePending', { name: line.file.name })}
                </span>
              )}
              {line.status === 'failed' && onRetry ? (
                <div>
                  <Button
                    size="compact-xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => onRetry(line.ref)}
                  >
                    {t('retry')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
