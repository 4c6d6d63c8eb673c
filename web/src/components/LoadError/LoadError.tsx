import { Button, EmptyState } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, type NotifyErrorKey } from '@/lib/toasts/notify';

export interface LoadErrorProps {
  /** Called by the retry button (usually the query's `refetch`); no button when absent. */
  onRetry?: () => void;
  /** The SPEC §8 toast raised once when the error appears; null for none. Default `loadContents`. */
  toast?: NotifyErrorKey | null;
}

/**
 * What a list or panel shows when its data could not be loaded: the error text, a retry button,
 * and the failure toast of SPEC §8. Announced to screen readers as an alert.
 */
export function LoadError({ onRetry, toast = 'loadContents' }: LoadErrorProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (toast) notifyError(toast);
  }, [toast]);
  return (
    <EmptyState role="alert" py="xl" title={t('state.error')}>
      {onRetry ? (
        <EmptyState.Actions>
          <Button variant="light" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
