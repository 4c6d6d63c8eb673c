import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The placeholder while a lazy page or its first data loads; announced to screen readers. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
    </Center>
  );
}
