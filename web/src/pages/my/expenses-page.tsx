import { Button, Container, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { Balances } from '@/features/wallet/components/Balances/Balances';
import { LedgerList } from '@/features/wallet/components/LedgerList/LedgerList';
import { pathTo } from '@/lib/addresses';

export type ExpensesSection = 'summary' | 'emoney' | 'points';

const TAB_PATHS: Record<ExpensesSection, string> = {
  summary: pathTo('/my/expenses'),
  emoney: pathTo('/my/expenses/emoney'),
  points: pathTo('/my/expenses/points'),
};

/**
 * /my/expenses with /emoney and /points: the balances, then the e-money history (the summary and
 * /emoney) or the points history, ten a page (`?page=`).
 */
export default function ExpensesPage({ section }: { section: ExpensesSection }) {
  const { t } = useTranslation(['wallet', 'common']);
  const [, navigate] = useLocation();
  const tab = section === 'points' ? 'points' : 'emoney';
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>
          {t(
            section === 'points'
              ? 'common:routes.myPoints'
              : section === 'emoney'
                ? 'common:routes.myEmoney'
                : 'common:routes.myExpenses',
          )}
        </PageTitle>
        <Balances />
        <Group gap="sm">
          <Button component={Link} href={pathTo('/buy-emoney')} variant="light">
            {t('common:routes.buyEmoney')}
          </Button>
          <Button component={Link} href={pathTo('/cash-out')} variant="default">
            {t('common:routes.cashOut')}
          </Button>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => value && navigate(TAB_PATHS[value as ExpensesSection])}
        >
          <Tabs.List>
            <Tabs.Tab value="emoney">{t('history.tabs.emoney')}</Tabs.Tab>
            <Tabs.Tab value="points">{t('history.tabs.points')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <LedgerList key={tab} wallet={tab === 'points' ? 'POINTS' : 'EMONEY'} />
      </Stack>
    </Container>
  );
}
