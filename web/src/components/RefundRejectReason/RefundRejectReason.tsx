import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RefundRejectReasonProps {
  /** The seller's own words, shown as text. */
  reason: string;
}

/**
 * Why the seller rejected the buyer's refund request: the reject dialog tells the seller the buyer
 * reads it, so every page showing the rejected refund (purchase, party, order) shows it.
 */
export function RefundRejectReason({ reason }: RefundRejectReasonProps) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={700} inherit>
        {t('refund.rejectReason')}
      </Text>{' '}
      {reason}
    </Text>
  );
}
