import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { Notice } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './NoticeItem.module.css';

/** The element id of a notice's item, so a link can scroll to it. */
export const noticeElementId = (seq: number) => `notice-${seq}`;

export interface NoticeItemProps {
  notice: Notice;
}

/**
 * One notice as an item of an `<Accordion>`: the control shows whether it is pinned, its title and
 * date in the visitor's language; the panel its body. Its accordion value is the notice's seq.
 */
export function NoticeItem({ notice }: NoticeItemProps) {
  const { t } = useTranslation('content');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const title = localized(notice.title);
  const body = localized(notice.body);

  return (
    <Accordion.Item value={String(notice.seq)} id={noticeElementId(notice.seq)}>
      <Accordion.Control>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {notice.pinned ? (
              <Badge size="sm" variant="filled" className={classes.badge}>
                {t('notices.pinned')}
              </Badge>
            ) : null}
            <Text fw={600} className={classes.title}>
              {title}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={notice.createdAt.replace(' ', 'T')}>
              {formatDate(notice.createdAt)}
            </time>
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Text className={classes.body}>{body}</Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
