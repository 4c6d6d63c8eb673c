import { Chip, Group } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  faqCategoryChoices,
  type FaqCategoryChoice,
} from '@/features/content/hooks/use-faq-search';

export interface FaqCategoryFilterProps {
  /** The category shown (`all` for every one). */
  value: FaqCategoryChoice;
  onChange: (value: FaqCategoryChoice) => void;
}

/** The FAQ categories as a row of radio chips that wraps on a phone. */
export function FaqCategoryFilter({ value, onChange }: FaqCategoryFilterProps) {
  const { t } = useTranslation('content');
  const name = useId();
  return (
    <Chip.Group
      value={value}
      onChange={(next) => {
        const choice = faqCategoryChoices.find((option) => option === next);
        if (choice) onChange(choice);
      }}
    >
      <Group gap="xs" role="radiogroup" aria-label={t('faq.categoryLabel')}>
        {faqCategoryChoices.map((choice) => (
          <Chip key={choice} value={choice} name={name} variant="outline">
            {t(`faq.category.${choice}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
