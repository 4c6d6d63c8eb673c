import { Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageTitle } from '../PageTitle/PageTitle';
import classes from './StatusPage.module.css';
import { pathTo } from '@/lib/addresses';

export interface StatusPageProps {
  /** `notFound`: the address matches no page. `error`: something failed while processing. */
  kind: 'notFound' | 'error';
}

/** The not-found and error pages of SPEC §2: what happened, and a link to the main page. */
export function StatusPage({ kind }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.root}>
      <Stack align="center" gap="md" ta="center">
        <Text className={classes.code} aria-hidden>
          {kind === 'notFound' ? '404' : '!'}
        </Text>
        <PageTitle order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t(`statusPage.${kind}.title`)}
        </PageTitle>
        <Text c="dimmed">{t(`statusPage.${kind}.body`)}</Text>
        <Button component={Link} href={pathTo('/')} mt="sm">
          {t('actions.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}

/** The page for an address that matches no route. */
export function NotFound() {
  return <StatusPage kind="notFound" />;
}

/** The page shown when rendering or loading a page failed. */
export function ErrorPage() {
  return <StatusPage kind="error" />;
}
