import type { FaqCategory } from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { contentKeys } from './content-keys';

/** Questions on one page of /faq. */
export const FAQ_PAGE_SIZE = 10;

export interface FaqFilter {
  page: number;
  /** null for every category. */
  category: FaqCategory | null;
  /** '' for every question. */
  keyword: string;
}

/** One page of frequently asked questions by category and keyword (GET /api/common/faq/list). */
export function useFaqs({ page, category, keyword }: FaqFilter) {
  const query = {
    page,
    size: FAQ_PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(keyword ? { keyword } : {}),
  };
  return useApiQuery(tsr.content.listFaqs, {
    queryKey: contentKeys.faqs(query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}
