import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LedgerEntry } from '@market/contract';
import type { Wallet } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { amountSign } from '@/lib/format/amount-sign';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { usePageParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useLedger } from '@/features/wallet/api/use-ledger';
import { Points } from '@/components/Points/Points';

export interface LedgerListProps {
  wallet: Wallet;
}

/** One page (`?page=`) of the e-money or points history: what each movement was, when, how much. */
export function LedgerList({ wallet }: LedgerListProps) {
  const { t } = useTranslation('wallet');
  const page = usePageParam();
  const ledger = useLedger(wallet, page);
  const headingId = `ledger-${wallet.toLowerCase()}-heading`;

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(`history.heading.${wallet}`)}
      </Title>
      <PagedList
        query={ledger}
        scrollTargetId={headingId}
        skeleton={
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={56} radius="sm" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) =>
          totalCount > 0 ? t('history.pageEmpty') : t(`history.empty.${wallet}`)
        }
        renderList={(entries, listProps) => (
          <ul {...listProps}>
            {entries.map((entry) => (
              <li key={entry.seq}>
                <LedgerLine entry={entry} />
              </li>
            ))}
          </ul>
        )}
      />
    </Stack>
  );
}

export function LedgerLine({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const description = localized(entry.description);
  const tone = entry.amount >= 0 ? 'teal.9' : 'red.9';
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} miw={0}>
        <Text fw={600}>{t(`history.reason.${entry.reason}`)}</Text>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDate(entry.createdAt)}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        {entry.wallet === 'POINTS' ? (
          <Text c={tone} fw={700}>
            <Points amount={entry.amount} signed inherit />
          </Text>
        ) : (
          <Text c={tone} fw={700}>
            {amountSign(entry.amount)}
            <Price amountKrw={Math.abs(entry.amount)} />
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('history.balanceAfter')}{' '}
          {entry.wallet === 'POINTS' ? (
            <Points amount={entry.balanceAfter} inherit />
          ) : (
            <Price amountKrw={entry.balanceAfter} />
          )}
        </Text>
      </Stack>
    </Group>
  );
}
