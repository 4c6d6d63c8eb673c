import { Input, Select, SimpleGrid } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useCategoryLevel } from '@/shared/category-levels/api/use-category-level';

export interface CategoryPickerProps {
  postType: PostType;
  /** The chosen leaf category, or undefined while none (or a category with children) is chosen. */
  value: number | undefined;
  onChange: (categorySeq: number | undefined) => void;
  /** The translated validation message. */
  error?: string | undefined;
  /** Called when the first select loses focus (the form marks the field touched). */
  onBlur?: () => void;
}

/**
 * A post's category, chosen level by level in the hierarchy (GET /api/common/category/hierarchy)
 * down to a category with no subcategories: posts are filed under the most specific one. A saved
 * post's category opens with its parents chosen (the level below a category carries its path).
 */
export function CategoryPicker({ postType, value, onChange, error, onBlur }: CategoryPickerProps) {
  const { t } = useTranslation('sellerListings');
  const labelId = useId();
  const [chosen, setChosen] = useState<number[] | null>(value === undefined ? [] : null);
  const saved = useCategoryLevel(postType, value ?? null, { enabled: chosen === null });
  if (chosen === null && saved.data) setChosen(saved.data.path.map((category) => category.seq));
  const levels = chosen ?? [];

  const choose = (depth: number, seq: number | null) => {
    setChosen([...levels.slice(0, depth), ...(seq === null ? [] : [seq])]);
    onChange(undefined);
  };

  return (
    <Input.Wrapper
      label={t('form.category')}
      labelElement="div"
      id={labelId}
      required
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={4}>
        {[null, ...levels].map((parentSeq, depth) => (
          <CategoryLevelSelect
            key={`${depth}-${parentSeq ?? 'top'}`}
            postType={postType}
            parentSeq={parentSeq}
            depth={depth}
            selected={levels[depth] ?? null}
            onChoose={(seq) => choose(depth, seq)}
            onLeaf={onChange}
            invalid={Boolean(error)}
            onBlur={depth === 0 ? onBlur : undefined}
            labelledBy={labelId}
          />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

interface CategoryLevelSelectProps {
  postType: PostType;
  parentSeq: number | null;
  depth: number;
  selected: number | null;
  onChoose: (seq: number | null) => void;
  /** The parent turned out to have no subcategories: it is the post's category. */
  onLeaf: (seq: number) => void;
  invalid: boolean;
  onBlur: (() => void) | undefined;
  labelledBy: string;
}

function CategoryLevelSelect({
  postType,
  parentSeq,
  depth,
  selected,
  onChoose,
  onLeaf,
  invalid,
  onBlur,
}: CategoryLevelSelectProps) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const level = useCategoryLevel(postType, parentSeq);
  const children = level.data?.children;
  const isLeafParent = parentSeq !== null && children !== undefined && children.length === 0;

  useEffect(() => {
    if (isLeafParent) onLeaf(parentSeq);
    // onLeaf is the form's onChange, new on every render: only the finding matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLeafParent, parentSeq]);

  if (isLeafParent) return null;
  return (
    <Select
      aria-label={t('form.categoryLevel', { level: depth + 1 })}
      placeholder={t('form.chooseCategory')}
      data={(children ?? []).map((category) => ({
        value: String(category.seq),
        label: localized(category.name),
      }))}
      value={selected === null ? null : String(selected)}
      onChange={(next) => onChoose(next === null ? null : Number(next))}
      onBlur={onBlur}
      error={invalid}
      disabled={!children}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
