import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PostPagerProps {
  /** The current page, from 1. */
  page: number;
  /** Pages in all; nothing is drawn for one page or none. */
  totalPages: number;
  /** Called with the page asked for (the screen puts it in the address). */
  onChange: (page: number) => void;
  /** Its landmark's name. @default "Pages" */
  label?: string;
}

/** Page buttons in a labelled navigation landmark; every control has a spoken name. */
export function PostPager({ page, totalPages, onChange, label }: PostPagerProps) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  const controlLabels = {
    first: t('pager.first'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    last: t('pager.last'),
  } as const;
  return (
    <Center component="nav" aria-label={label ?? t('pager.label')} mt="xl">
      <Pagination
        total={totalPages}
        // A page past the end (an old link) still highlights nothing wrong: clamp for display.
        value={Math.min(page, totalPages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({
          'aria-label': t('pager.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    </Center>
  );
}
