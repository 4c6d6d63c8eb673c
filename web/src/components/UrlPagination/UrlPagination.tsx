import { Box, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateSearchParams } from '@/lib/browser/search-params';
import classes from './UrlPagination.module.css';

export interface UrlPaginationProps {
  /** The page shown, from 1 (the server's `pagination.currentPage`). */
  page: number;
  /** Number of pages (`pagination.totalPage`); nothing is rendered below 2. */
  totalPage: number;
  /** The search parameter holding the page. Default `page`. */
  paramName?: string;
  /**
   * Other parameters to drop when the page changes (e.g. `activeItem`, which would otherwise pick
   * its own page). Default none.
   */
  resetParams?: readonly string[];
  /**
   * The id of the element to bring into view once the page changes (the list's heading), so the
   * visitor starts the new page at its top. Default none (the scroll position stays).
   */
  scrollTargetId?: string;
}

/**
 * Page controls that write `?page=` to the address, so paging is shareable, survives a reload and
 * works with the browser's back button. A landmark (`nav`) with labelled controls.
 */
export function UrlPagination({
  page,
  totalPage,
  paramName = 'page',
  resetParams = [],
  scrollTargetId,
}: UrlPaginationProps) {
  const { t } = useTranslation();
  const updateParams = useUpdateSearchParams();
  if (totalPage < 2) return null;

  const goTo = (next: number) => {
    const changes: Record<string, number | null> = { [paramName]: next === 1 ? null : next };
    for (const name of resetParams) changes[name] = null;
    updateParams(changes);
    if (scrollTargetId) document.getElementById(scrollTargetId)?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box component="nav" aria-label={t('pagination.label')} mt="lg">
      <Pagination
        classNames={{ root: classes.root }}
        layout="responsive"
        formatLabel={({ page: current, totalPages }) =>
          t('pagination.status', { page: current, total: totalPages })
        }
        total={totalPage}
        value={Math.min(page, totalPage)}
        onChange={goTo}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      />
    </Box>
  );
}
