import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, notifyText } from '@/lib/toasts/notify';

export interface SecretCodeProps {
  /** The coupon PIN or the digital code; null once the sale was refunded or cancelled. */
  value: string | null;
  /** What the secret is called ("PIN", "Code"), also the label of its region. */
  label: string;
}

/**
 * A bought coupon's PIN or code, hidden until the buyer reveals it, with a copy button (SPEC §8:
 * a copied or a could-not-copy message). The revealed value is announced to screen readers.
 */
export function SecretCode({ value, label }: SecretCodeProps) {
  const { t } = useTranslation(['orders', 'notify']);
  const [revealed, setRevealed] = useState(false);
  const clipboard = useClipboard();

  // One message per attempt: `copy` starts from a reset state, so each outcome is a new change.
  useEffect(() => {
    if (clipboard.copied) notifySuccess('copied');
  }, [clipboard.copied]);
  useEffect(() => {
    if (clipboard.error) notifyText(t('notify:copyFailed'));
  }, [clipboard.error, t]);

  const copy = () => {
    if (value === null) return;
    clipboard.reset();
    clipboard.copy(value);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap="xs">
        <Text fw={700}>{label}</Text>
        {value === null ? (
          <Text c="dimmed">{t('purchase.secretUnavailable')}</Text>
        ) : (
          <>
            <div aria-live="polite">
              {revealed ? (
                <Code fz="lg" style={{ wordBreak: 'break-all' }} data-testid="secret-value">
                  {value}
                </Code>
              ) : (
                <Text c="dimmed">{t('purchase.secretHidden')}</Text>
              )}
            </div>
            <Group gap="xs">
              <Button variant="default" onClick={() => setRevealed((shown) => !shown)}>
                {revealed ? t('purchase.hide', { label }) : t('purchase.reveal', { label })}
              </Button>
              <Button onClick={copy}>
                {clipboard.copied ? t('purchase.copied') : t('purchase.copy', { label })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
