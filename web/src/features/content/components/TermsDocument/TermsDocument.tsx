import { Stack, Text } from '@mantine/core';
import type { Terms } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './TermsDocument.module.css';

export interface TermsDocumentProps {
  terms: Terms;
}

/** The paragraphs of operator text: blank lines separate them, single line breaks stay. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The body of a terms document in the visitor's language, with its version and effective date. */
export function TermsDocument({ terms }: TermsDocumentProps) {
  const { t } = useTranslation('content');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const body = localized(terms.body);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('terms.version', { version: terms.version, date: formatDate(terms.effectiveFrom) })}
      </Text>
      <div className={classes.body}>
        {paragraphsOf(body).map((paragraph, index) => (
          <Text key={index} component="p" className={classes.paragraph}>
            {paragraph}
          </Text>
        ))}
      </div>
    </Stack>
  );
}
