import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { CartItem } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import { refusedLines, type Refusal } from '@/features/checkout/utils/refusal';
import { pathTo } from '@/lib/addresses';

export interface CheckoutRefusalProps {
  refusal: Refusal;
  /** The lines that were being paid for. */
  items: readonly CartItem[];
}

/**
 * Why a payment was refused, in the member's language: the lines that cannot be bought and why,
 * short e-money (with the top-up), or a failure. Nothing was charged.
 */
export function CheckoutRefusal({ refusal, items }: CheckoutRefusalProps) {
  const { t } = useTranslation(['checkout', 'cart']);
  const localized = useLocalized();
  const now = useNow();
  const refused = refusal.kind === 'line' ? refusedLines(items, refusal.reason, now) : [];

  return (
    <Alert color="red" variant="light" role="alert" title={t('refused.title')}>
      <Stack gap={4}>
        {refusal.kind === 'line' ? (
          <>
            <Text size="sm">{t('refused.line')}</Text>
            <List size="sm" mt={4}>
              {(refused.length > 0 ? refused : [null]).map((item) => (
                <List.Item key={item?.seq ?? 'unknown'}>
                  {item
                    ? t('refused.lineReason', {
                        title: localized(item.post.title),
                        reason: t(`cart:reason.${refusal.reason}`),
                      })
                    : t(`cart:reason.${refusal.reason}`)}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">{t(`refused.${refusal.kind}`)}</Text>
        )}
        {refusal.kind === 'balance' && (
          <Anchor component={Link} href={pathTo('/buy-emoney')} fw={600} size="sm">
            {t('payment.topUp')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
