import { Stack, Text } from '@mantine/core';
import type { Terms } from '@market/contract';
import { decodeLocalizedText } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../lib/format-date';
import { currentLocale } from '../../../../lib/i18n';
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
  const { t, i18n } = useTranslation('content');
  const formatDate = useFormatDate();
  const body = decodeLocalizedText(terms.body, currentLocale(i18n.language));
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
