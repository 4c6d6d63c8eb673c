import { Accordion, Alert, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { PagedList } from '@/components/PagedList/PagedList';
import { useNoticeList } from '@/features/notices/api';
import { useNoticeSearch } from '@/features/notices/hooks/use-notice-search';
import { NoticeItem, noticeElementId } from '../NoticeItem/NoticeItem';

/**
 * The notice board: keyword search, the notices of one page as an accordion (the open one is
 * `?activeItem=`, so a link can open a notice), and the page controls.
 */
export function NoticeList() {
  const { t } = useTranslation('content');
  const search = useNoticeSearch();
  const { notices, activeMissing } = useNoticeList(search);
  const located =
    search.locateActive && notices.data?.items.some((notice) => notice.seq === search.activeItem)
      ? search.activeItem
      : null;
  // A link to one notice (the top bar's) lands on it, however far down its page it is.
  useEffect(() => {
    if (located !== null) {
      document.getElementById(noticeElementId(located))?.scrollIntoView({ block: 'start' });
    }
  }, [located]);

  return (
    <Stack gap="md">
      <KeywordSearchForm
        keyword={search.keyword}
        onSearch={search.setKeyword}
        label={t('notices.searchLabel')}
        placeholder={t('notices.searchPlaceholder')}
      />
      {activeMissing ? (
        <Alert color="yellow" variant="light" role="status">
          {t('notices.activeMissing')}
        </Alert>
      ) : null}
      <PagedList
        query={notices}
        skeleton={
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={64} radius="sm" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) =>
          search.keyword
            ? t('notices.noMatch', { keyword: search.keyword })
            : totalCount > 0
              ? t('notices.pageEmpty')
              : t('notices.empty')
        }
        resetParams={['activeItem']}
        renderList={(items, listProps) => {
          const shownPage = notices.data?.pagination.currentPage ?? 1;
          const openSeq = items.some((notice) => notice.seq === search.activeItem)
            ? String(search.activeItem)
            : null;
          return (
            <Accordion
              variant="separated"
              order={2}
              value={openSeq}
              onChange={(value) => search.setActiveItem(value ? Number(value) : null, shownPage)}
              {...listProps}
            >
              {items.map((notice) => (
                // A pinned notice heads every page, so the same seq may appear on two pages but
                // never twice on one.
                <NoticeItem key={notice.seq} notice={notice} />
              ))}
            </Accordion>
          );
        }}
      />
    </Stack>
  );
}
