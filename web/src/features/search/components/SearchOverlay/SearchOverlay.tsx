import {
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@market/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog } from '@/components/Dialog/Dialog';
import { SearchIcon } from '@/components/icons';
import { usePopularKeywords } from '@/features/search/api/use-popular-keywords';
import { useSearchHistory } from '@/features/search/hooks/use-search-history';
import classes from './SearchOverlay.module.css';
import { pathTo } from '@/lib/addresses';

export interface SearchOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/** Where a keyword search goes (SPEC §2: /search/{keyword}). */
export const searchPath = (keyword: string) =>
  pathTo('/search/:keyword', { keyword: keyword.trim() });

/**
 * The search dialog of the main bar: a keyword box, trending keywords from the server and the
 * visitor's recent keywords (newest first, de-duplicated, clear all). Full screen on phones.
 */
export function SearchOverlay({ opened, onClose }: SearchOverlayProps) {
  const { t } = useTranslation('layout');
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState('');
  const history = useSearchHistory();
  const popular = usePopularKeywords({ enabled: opened });
  const isPhone = useMediaQuery('(max-width: 48em)');

  const search = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    history.add(trimmed);
    setKeyword('');
    onClose();
    navigate(searchPath(trimmed));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('search.dialogTitle')}
      fullScreen={isPhone}
      size="lg"
    >
      <Stack gap="lg">
        <form
          role="search"
          aria-label={t('search.dialogTitle')}
          onSubmit={onSubmit}
          className={classes.form}
        >
          <TextInput
            data-autofocus
            className={classes.input}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            leftSection={<SearchIcon size={16} />}
            type="search"
          />
          <Button type="submit" disabled={!keyword.trim()}>
            {t('search.submit')}
          </Button>
        </form>

        <section aria-labelledby="search-trending-title">
          <Title order={2} size="h5" id="search-trending-title" mb="xs">
            {t('search.trending')}
          </Title>
          {popular.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
            </Group>
          ) : popular.data?.length ? (
            <ol className={classes.trending}>
              {popular.data.map((entry) => (
                <li key={entry.keyword}>
                  <Anchor component="button" type="button" onClick={() => search(entry.keyword)}>
                    <Text span c="brand" fw={700} mr={6}>
                      {entry.rank}
                    </Text>
                    {entry.keyword}
                  </Anchor>
                </li>
              ))}
            </ol>
          ) : (
            <Text c="dimmed" size="sm">
              {t('search.noTrending')}
            </Text>
          )}
        </section>

        <section aria-labelledby="search-recent-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5" id="search-recent-title">
              {t('search.recent')}
            </Title>
            {history.keywords.length > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={history.clear}>
                {t('search.clearAll')}
              </Button>
            )}
          </Group>
          {history.keywords.length ? (
            <Group gap="xs" component="ul" className={classes.recent}>
              {history.keywords.map((entry) => (
                <li key={entry}>
                  <Button
                    variant="default"
                    radius="xl"
                    size="compact-sm"
                    onClick={() => search(entry)}
                  >
                    {entry}
                  </Button>
                </li>
              ))}
            </Group>
          ) : (
            <Text c="dimmed" size="sm">
              {t('search.noRecent')}
            </Text>
          )}
        </section>
      </Stack>
    </Dialog>
  );
}
