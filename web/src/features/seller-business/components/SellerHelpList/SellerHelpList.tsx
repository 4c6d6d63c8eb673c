import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '@/components/PagedList/PagedList';
import { useFormatDate } from '@/lib/format/format-date';
import { usePageParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useSellerGuides, useSellerNotices } from '@/features/seller-business/api/use-seller-help';
import { sellerHelpPath, type SellerHelpKind } from '@/features/seller-business/utils/help-paths';
import { ListSkeleton } from '../SellerReviewList/SellerReviewList';

export interface SellerHelpListProps {
  /** Notices for sellers or guides for sellers. */
  kind: SellerHelpKind;
}

/** The notices or the guides for sellers, newest first, paged; each opens its own page. */
export function SellerHelpList({ kind }: SellerHelpListProps) {
  const page = usePageParam();
  const notices = useSellerNotices({ page }, kind === 'notices');
  const guides = useSellerGuides({ page }, kind === 'guides');
  return kind === 'notices' ? (
    <HelpList kind={kind} query={notices} />
  ) : (
    <HelpList kind={kind} query={guides} />
  );
}

interface HelpEntry {
  seq: number;
  title: string;
  createdAt: string;
  pinned?: boolean;
}

function HelpList({
  kind,
  query,
}: {
  kind: SellerHelpKind;
  query: Parameters<typeof PagedList<HelpEntry>>[0]['query'];
}) {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <PagedList
      query={query}
      skeleton={<ListSkeleton height={56} />}
      emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t(`help.${kind}.empty`))}
      renderList={(items, listProps) => (
        <Stack component="ul" gap="xs" {...listProps}>
          {items.map((entry) => (
            <Paper component="li" key={entry.seq} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  {entry.pinned ? (
                    <Badge variant="filled" color="violet.9">
                      {t('help.pinned')}
                    </Badge>
                  ) : null}
                  <Anchor component={Link} href={sellerHelpPath(kind, entry.seq)} fw={600}>
                    {localized(entry.title)}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed">
                  <time dateTime={entry.createdAt.replace(' ', 'T')}>
                    {formatDate(entry.createdAt)}
                  </time>
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    />
  );
}
