import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathTo, storePath } from '@/lib/addresses';
import classes from './StoreNav.module.css';

export type StoreSection = 'posts' | 'stats' | 'reviews';

export const storeSections: readonly StoreSection[] = ['posts', 'stats', 'reviews'];

/** The address of a section of a seller's store. */
export function storeSectionPath(sellerSeq: number, section: StoreSection): string {
  return section === 'posts'
    ? storePath(sellerSeq)
    : pathTo(`/stores/:sellerSeq/${section}`, { sellerSeq });
}

export interface StoreNavProps {
  sellerSeq: number;
  /** The section shown, marked as the current page. */
  active: StoreSection;
}

/** Links between a store's posts, statistics and reviews: real links, so each has its address. */
export function StoreNav({ sellerSeq, active }: StoreNavProps) {
  const { t } = useTranslation('stores');
  return (
    <nav aria-label={t('nav.label')}>
      <Group component="ul" gap="xs" className={classes.list}>
        {storeSections.map((section) => {
          const current = section === active;
          return (
            <li key={section}>
              <Button
                component={Link}
                href={storeSectionPath(sellerSeq, section)}
                variant={current ? 'filled' : 'default'}
                radius="xl"
                size="sm"
                aria-current={current ? 'page' : undefined}
              >
                {t(`nav.${section}`)}
              </Button>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
