import { Alert, Button, Stack } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { toApiError } from '@/lib/api/api-error';
import { notifyError } from '@/lib/toasts/notify';
import { purchasePath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useOpenRoom, usePurchasedPost } from '@/features/chat/api';
import { refusalOf } from '@/features/chat/hooks/use-chat-room';
import { ChatRoom, ChatRoomSkeleton } from '../ChatRoom';

/** Why a room could not be opened, with the §8 join toast (the ended message for an expired party). */
function Refused({ code, backTo }: { code: string; backTo: string | null }) {
  const { t } = useTranslation('chat');
  const { t: tn } = useTranslation('notify');
  const refusal = refusalOf(code);
  useEffect(() => {
    if (refusal !== 'ended') notifyError('joinChat');
  }, [refusal]);
  return (
    <Stack gap="sm">
      <Alert color={refusal === 'ended' ? 'gray' : 'red'} role="alert">
        {refusal === 'ended' ? tn('subscriptionEnded') : t(`refusal.${refusal}`)}
      </Alert>
      {backTo ? (
        <Button component={Link} href={backTo} variant="light" w="fit-content">
          {t('backToPurchase')}
        </Button>
      ) : null}
    </Stack>
  );
}

export interface PurchaseChatProps {
  postType: PostType;
  orderSeq: number;
  /** The party's group room rather than the personal room with the seller. */
  group: boolean;
  /** Receives the post's title once known (the page's heading). */
  children?: (title: string) => React.ReactNode;
}

/** The chat of one purchase: finds its post, opens (or gets) the room, then shows it live. */
export function PurchaseChat({ postType, orderSeq, group, children }: PurchaseChatProps) {
  const localized = useLocalized();
  const post = usePurchasedPost(postType, orderSeq);
  const room = useOpenRoom(
    post.data
      ? { roomType: group ? 'GROUP' : 'PERSONAL', type: postType, typeSeq: post.data.seq }
      : null,
  );
  const postError = post.isError ? toApiError(post.error) : null;
  if (postError?.status === 404) return <NotFound />;
  if (post.isError) return <LoadError onRetry={() => void post.refetch()} />;
  const title = post.data ? localized(post.data.title) : '';
  const error = room.isError ? toApiError(room.error) : null;
  return (
    <Stack gap="md">
      {children?.(title)}
      {error ? (
        error.status === 403 || error.status === 404 || error.status === 409 ? (
          <Refused code={error.code} backTo={purchasePath(postType, orderSeq)} />
        ) : (
          <LoadError onRetry={() => void room.refetch()} toast="joinChat" />
        )
      ) : room.data ? (
        <ChatRoom room={room.data} />
      ) : (
        <ChatRoomSkeleton />
      )}
    </Stack>
  );
}
