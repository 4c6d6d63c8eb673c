import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { Faq } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './FaqItem.module.css';

export interface FaqItemProps {
  faq: Faq;
  /** Show the question's category beside it (when the list mixes categories). Default true. */
  withCategory?: boolean;
}

/** One question as an item of an `<Accordion>`, its answer in the panel; the value is its seq. */
export function FaqItem({ faq, withCategory = true }: FaqItemProps) {
  const { t } = useTranslation('content');
  const localized = useLocalized();
  return (
    <Accordion.Item value={String(faq.seq)}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {withCategory ? (
            <Badge size="sm" variant="light" color="gray" className={classes.badge}>
              {t(`faq.category.${faq.category}`)}
            </Badge>
          ) : null}
          <Text fw={600} className={classes.text}>
            {localized(faq.title)}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Text className={classes.text} data-answer>
          {localized(faq.body)}
        </Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
