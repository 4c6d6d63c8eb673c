import { Chip, Group, Skeleton, Text } from '@mantine/core';
import type { Category } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './CategoryFilter.module.css';

export interface CategoryFilterProps {
  /** The fieldset's legend, e.g. "Category". */
  legend: string;
  /** Groups the choices as one set of radio buttons; unique on the page. */
  name: string;
  /** The choices; undefined while they load. */
  categories: Category[] | undefined;
  /** The chosen category's seq; null for "All". */
  value: number | null;
  onChange: (seq: number | null) => void;
  /** Loading them failed. @default false */
  error?: boolean;
}

const ALL = 'all';

/**
 * One level of categories as a set of chips (radio buttons): "All" and one per category, names
 * in the visitor's language. A chosen seq that is not among the choices selects nothing.
 */
export function CategoryFilter({
  legend,
  name,
  categories,
  value,
  onChange,
  error = false,
}: CategoryFilterProps) {
  const { t } = useTranslation('catalogue');
  const localized = useLocalized();

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      {error ? (
        <Text size="sm" c="red.9">
          {t('filters.error')}
        </Text>
      ) : categories === undefined ? (
        <Group gap="xs" wrap="nowrap" className={classes.chips} aria-hidden>
          {[64, 88, 72, 96].map((width) => (
            <Skeleton key={width} height={28} width={width} radius="xl" className={classes.chip} />
          ))}
        </Group>
      ) : (
        <Chip.Group
          multiple={false}
          value={value === null ? ALL : String(value)}
          onChange={(next) => onChange(next === ALL ? null : Number(next))}
        >
          <Group gap="xs" wrap="nowrap" className={classes.chips}>
            <Chip value={ALL} name={name} size="sm" className={classes.chip}>
              {t('filters.all')}
            </Chip>
            {categories.map((category) => (
              <Chip
                key={category.seq}
                value={String(category.seq)}
                name={name}
                size="sm"
                className={classes.chip}
              >
                {localized(category.name)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </fieldset>
  );
}
