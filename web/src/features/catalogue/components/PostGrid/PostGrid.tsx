import {
  Alert,
  Button,
  SimpleGrid,
  Text,
  VisuallyHidden,
  type SimpleGridProps,
} from '@mantine/core';
import type { Post } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { PostCard, PostCardSkeleton } from '../PostCard';
import classes from './PostGrid.module.css';

export interface PostGridProps {
  /** The posts; undefined while the first page loads. */
  posts: Post[] | undefined;
  /** Loading failed: say so and offer `onRetry`. @default false */
  error?: boolean;
  onRetry?: () => void;
  /** A newer page is loading while these posts stay shown. @default false */
  busy?: boolean;
  /** What to say when there are no posts. @default "No posts to show" */
  emptyText?: string;
  /** Cards drawn while loading. @default 8 */
  skeletonCount?: number;
  /** @default { base: 1, xs: 2, md: 4 } */
  cols?: SimpleGridProps['cols'];
  /** Heading level of each card's title. @default 3 */
  headingOrder?: 2 | 3 | 4;
  /** The list's accessible name, e.g. the section it belongs to. */
  label?: string;
}

const defaultCols = { base: 1, xs: 2, md: 4 };

/** Posts as a grid of cards (a list), with its loading, empty and error states. */
export function PostGrid({
  posts,
  error = false,
  onRetry,
  busy = false,
  emptyText,
  skeletonCount = 8,
  cols = defaultCols,
  headingOrder = 3,
  label,
}: PostGridProps) {
  const { t } = useTranslation('catalogue');

  if (error) {
    return (
      <Alert color="red" variant="light" title={t('list.error')} role="alert">
        {onRetry && (
          <Button variant="default" size="xs" mt="xs" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  if (posts === undefined) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
        <SimpleGrid cols={cols} spacing="md" component="ul" className={classes.list}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <PostCardSkeleton />
            </li>
          ))}
        </SimpleGrid>
      </div>
    );
  }

  if (posts.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText ?? t('list.empty')}
      </Text>
    );
  }

  return (
    <SimpleGrid
      cols={cols}
      spacing="md"
      component="ul"
      className={classes.list}
      aria-label={label}
      aria-busy={busy}
    >
      {posts.map((post) => (
        <li key={`${post.type}-${post.seq}`}>
          <PostCard post={post} headingOrder={headingOrder} />
        </li>
      ))}
    </SimpleGrid>
  );
}
