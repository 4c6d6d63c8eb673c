import type { Story, StoryDefault } from '@ladle/react';
import { HISTORY_PAGE_SIZE } from '@market/domain';
import { wireLedgerEntry } from '../../../../../test/account-data';
import { Seeded, type Seed } from '../../../../../test/story-seed';
import { walletKeys } from '../../../../lib/wallet-keys';
import { LedgerList } from './LedgerList';

export default { title: 'Features / Wallet / LedgerList' } satisfies StoryDefault;

const query = { page: 1, size: HISTORY_PAGE_SIZE };

const emoneyPage: Seed = (client, { page }) =>
  client.setQueryData(
    walletKeys.emoneyHistory(query),
    page(
      [
        wireLedgerEntry(),
        wireLedgerEntry({
          seq: 2,
          reason: 'PURCHASE',
          amount: -12_900,
          balanceAfter: 203_700,
          description:
            '{"ko":"넷플릭스 프리미엄 파티","en":"Netflix Premium party","es":"Grupo Netflix Premium"}',
        }),
        wireLedgerEntry({ seq: 3, reason: 'WITHDRAWAL', amount: -10_000, balanceAfter: 216_600 }),
      ],
      { totalCount: 23, totalPage: 3, pageSize: HISTORY_PAGE_SIZE, currentPage: 1, nextPage: 2 },
    ),
  );

const pointsEmpty: Seed = (client, { page }) =>
  client.setQueryData(walletKeys.pointHistory(query), page([]));

export const EmoneyPage: Story = () => (
  <Seeded seed={emoneyPage}>
    <LedgerList wallet="EMONEY" />
  </Seeded>
);
EmoneyPage.meta = { session: 'member' };

export const PointsEmpty: Story = () => (
  <Seeded seed={pointsEmpty}>
    <LedgerList wallet="POINTS" />
  </Seeded>
);
PointsEmpty.meta = { session: 'member' };

export const LoadFailed: Story = () => <LedgerList wallet="EMONEY" />;
LoadFailed.meta = { session: 'member', offline: true };
