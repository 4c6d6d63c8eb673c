import { Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The detail's shape while it loads, announced as loading. */
export function PostDetailSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="xl" role="status" aria-live="polite">
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      <Skeleton height={12} width={200} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Skeleton h={0} pb="75%" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <Skeleton height={20} width={120} />
            <Skeleton height={32} />
            <Skeleton height={28} width="40%" />
            <Skeleton height={80} />
            <Skeleton height={50} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
