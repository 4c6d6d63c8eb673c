import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BlockedMember } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { useFormatDate } from '@/lib/format/format-date';
import { usePageParam } from '@/lib/browser/search-params';
import { useBlocklist, useUnblockMember } from '@/features/seller-business/api/use-blocklist';
import classes from '../SellerReviewCard/SellerReviewCard.module.css';
import { ListSkeleton } from '../SellerReviewList/SellerReviewList';

/** The members the seller blocked, with the seller's reason, latest first, paged. */
export function Blocklist() {
  const { t } = useTranslation('sellerBusiness');
  const page = usePageParam();
  const blocked = useBlocklist({ page });
  return (
    <PagedList
      query={blocked}
      skeleton={<ListSkeleton height={80} />}
      emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t('blocklist.empty'))}
      renderList={(items, listProps) => (
        <Stack component="ul" gap="sm" {...listProps}>
          {items.map((member) => (
            <li key={member.userSeq}>
              <BlockedMemberRow blocked={member} />
            </li>
          ))}
        </Stack>
      )}
    />
  );
}

/** One blocked member: nickname and number, when and why; unblock. */
export function BlockedMemberRow({ blocked }: { blocked: BlockedMember }) {
  const { t } = useTranslation('sellerBusiness');
  const formatDate = useFormatDate();
  const unblock = useUnblockMember();
  const onUnblock = () => unblock.mutate({ body: { userSeq: blocked.userSeq } });
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} maw="100%">
          <Text fw={700}>
            {blocked.member.nickname}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {t('blocklist.memberNumber', { seq: blocked.userSeq })}
            </Text>
          </Text>
          <Text size="sm" className={classes.text}>
            {blocked.reason}
          </Text>
          <Text size="xs" c="dimmed">
            {t('blocklist.blockedAt', { date: formatDate(blocked.blockedAt) })}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="sm"
          loading={unblock.isPending}
          onClick={onUnblock}
          aria-label={t('blocklist.unblockMember', { nickname: blocked.member.nickname })}
        >
          {t('blocklist.unblock')}
        </Button>
      </Group>
    </Paper>
  );
}
