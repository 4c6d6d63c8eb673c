import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PageSkeleton.module.css';

const CARDS = 4;

/**
 * A page's shape while its code loads: a title and a grid of cards, announced as loading. It is what
 * the build prerenders into index.html under the header (src/shell), and what the router shows while
 * a page's chunk arrives, so the app takes the prerendered page over without a visible change.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="xl" role="status" aria-live="polite">
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        <Skeleton height={34} width="40%" radius="sm" />
        <div className={classes.grid}>
          {Array.from({ length: CARDS }, (_, index) => (
            <Skeleton key={index} height={220} radius="md" />
          ))}
        </div>
      </Stack>
    </Container>
  );
}
