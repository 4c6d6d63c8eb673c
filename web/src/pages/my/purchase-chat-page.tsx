import { Container } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { PurchaseChat } from '@/features/chat/components/PurchaseChat/PurchaseChat';
import { parseSeqParam } from '@/lib/browser/search-params';

export interface PurchaseChatPageProps {
  postType: PostType;
  /** The `{orderSeq}` of the address, as text. */
  orderSeq: string;
  /** /group-chat: the party's room with every member. */
  group: boolean;
}

/**
 * /my/subscriptions/{orderSeq}/chat and /group-chat, /my/ecoupons/{orderSeq}/chat,
 * /my/digital-codes/{orderSeq}/chat: the purchase's live chat.
 */
export default function PurchaseChatPage({ postType, orderSeq, group }: PurchaseChatPageProps) {
  const { t } = useTranslation();
  const seq = parseSeqParam(orderSeq);
  if (seq === null) return <NotFound />;
  return (
    <Container size="md" py="md">
      <PurchaseChat postType={postType} orderSeq={seq} group={group}>
        {(title) => (
          <PageTitle order={1} fz="h3">
            {title
              ? `${t(group ? 'routes.groupChat' : 'routes.chat')} · ${title}`
              : t(group ? 'routes.groupChat' : 'routes.chat')}
          </PageTitle>
        )}
      </PurchaseChat>
    </Container>
  );
}
