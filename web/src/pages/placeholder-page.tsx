import { Container } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import type { KoResources } from '../locales/resources';

type RouteTitleKey = `routes.${keyof KoResources['common']['routes']}`;

/**
 * A route whose screen is not built yet: its title only. Marked, so that the route-table test
 * names every route still waiting for its screen (and fails once the list of pending ones is
 * emptied while a placeholder remains).
 */
export function placeholderPage(
  titleKey: RouteTitleKey,
): ComponentType<Record<string, unknown>> & { isPlaceholder: true } {
  function PlaceholderPage() {
    const { t } = useTranslation();
    return (
      <Container size="xl">
        <PageTitle>{t(titleKey)}</PageTitle>
      </Container>
    );
  }
  return Object.assign(PlaceholderPage, { isPlaceholder: true as const });
}
