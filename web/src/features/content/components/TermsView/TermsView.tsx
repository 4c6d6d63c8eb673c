import { Skeleton, Stack } from '@mantine/core';
import type { TermsType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useTerms } from '@/features/content/api';
import { TermsDocument } from '../TermsDocument/TermsDocument';

export interface TermsViewProps {
  type: Exclude<TermsType, 'GUIDE'>;
}

/**
 * A terms page: its title (the server's, or the page's name until it arrives) as the h1, then the
 * document, with loading and error states.
 */
export function TermsView({ type }: TermsViewProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const terms = useTerms(type);
  const fallbackTitle = t(type === 'GENERAL' ? 'routes.termsOfUse' : 'routes.privacyPolicy');
  const title = terms.data ? localized(terms.data.title) || fallbackTitle : fallbackTitle;

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      {terms.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={14} width="30%" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={64} />
          ))}
        </Stack>
      ) : terms.isError ? (
        <LoadError onRetry={() => void terms.refetch()} />
      ) : (
        <TermsDocument terms={terms.data} />
      )}
    </Stack>
  );
}
