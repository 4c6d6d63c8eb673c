import { Anchor, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { Notice } from '@market/contract';
import { truncateNoticeTitle } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MegaphoneIcon } from '@/components/icons';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useRecentNotice } from '@/features/notices/api';
import { pathTo, withSearch } from '@/lib/addresses';

export interface RecentNoticeViewProps {
  /** undefined while loading; null when there is no notice. */
  notice: Notice | null | undefined;
}

/** The latest notice's title, cut at 30 characters, linking to it in the notice list. */
export function RecentNoticeView({ notice }: RecentNoticeViewProps) {
  const { t } = useTranslation('layout');
  const localized = useLocalized();
  if (notice === undefined) return <Skeleton height={14} width={180} radius="sm" />;
  if (notice === null) return null;
  const title = localized(notice.title);
  return (
    <Anchor
      component={Link}
      href={withSearch(pathTo('/notices'), { activeItem: notice.seq })}
      size="xs"
      c="dimmed"
      underline="hover"
      title={title}
    >
      <Group gap={6} wrap="nowrap">
        <MegaphoneIcon size={14} />
        <VisuallyHidden>{t('topBar.latestNotice')}: </VisuallyHidden>
        <Text span inherit lineClamp={1}>
          {truncateNoticeTitle(title)}
        </Text>
      </Group>
    </Anchor>
  );
}

/** RecentNoticeView fed by GET /api/common/notice/recent; renders nothing if the call fails. */
export function RecentNoticeLink() {
  const { data, isError } = useRecentNotice();
  if (isError) return null;
  return <RecentNoticeView notice={data} />;
}
