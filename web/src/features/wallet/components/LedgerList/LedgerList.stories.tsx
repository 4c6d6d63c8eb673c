import type { Story, StoryDefault } from '@ladle/react';
import { HISTORY_PAGE_SIZE } from '@market/domain';
import { wireLedgerEntry } from '@test/account-data';
import { StoryCache, storyPage, type StorySeed } from '@test/story-cache';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { LedgerList } from './LedgerList';

export default { title: 'Features / Wallet / LedgerList' } satisfies StoryDefault;

const query = { page: 1, size: HISTORY_PAGE_SIZE };

const emoneyPage: StorySeed = (client, token) =>
  client.setQueryData(
    walletKeys.emoneyHistory(token, query),
    storyPage(
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

const pointsEmpty: StorySeed = (client, token) =>
  client.setQueryData(walletKeys.pointHistory(token, query), storyPage([]));

export const EmoneyPage: Story = () => (
  <StoryCache seed={emoneyPage}>
    <LedgerList wallet="EMONEY" />
  </StoryCache>
);
EmoneyPage.meta = { session: 'member' };

export const PointsEmpty: Story = () => (
  <StoryCache seed={pointsEmpty}>
    <LedgerList wallet="POINTS" />
  </StoryCache>
);
PointsEmpty.meta = { session: 'member' };

export const LoadFailed: Story = () => <LedgerList wallet="EMONEY" />;
LoadFailed.meta = {
  session: 'member',
  offline: true,
  errorOnPurpose: 'the API does not answer: the error state',
};
