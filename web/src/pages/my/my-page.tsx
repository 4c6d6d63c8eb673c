import { Anchor, Card, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { AccountSummary } from '@/features/account/components/AccountSummary/AccountSummary';
import { useSession } from '@/lib/session/session';
import { pathTo } from '@/lib/addresses';

/** The member page's links, each to one of the member's screens. */
const LINKS = [
  [pathTo('/my/profile'), 'common:routes.myProfile'],
  [pathTo('/my/orders'), 'common:routes.myOrders'],
  [pathTo('/my/expenses'), 'common:routes.myExpenses'],
  [pathTo('/buy-emoney'), 'common:routes.buyEmoney'],
  [pathTo('/cash-out'), 'common:routes.cashOut'],
  [pathTo('/my/contact'), 'common:routes.myContact'],
  [pathTo('/contact/general'), 'common:routes.contactGeneral'],
] as const;

/** /my: the account summary (balances and counts) and the ways to the member's screens. */
export default function MyPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user, isSeller } = useSession();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('common:routes.myPage')}</PageTitle>
        {user && (
          <Title order={2} size="h4">
            {t('summary.greeting', { nickname: user.nickname })}
          </Title>
        )}
        <Card withBorder padding="lg">
          <AccountSummary />
        </Card>
        <nav aria-label={t('summary.links')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {LINKS.map(([href, key]) => (
              <Anchor key={href} component={Link} href={href}>
                {t(key)}
              </Anchor>
            ))}
            <Anchor component={Link} href={pathTo(isSeller ? '/seller' : '/become-seller')}>
              {t(isSeller ? 'common:routes.seller' : 'common:routes.becomeSeller')}
            </Anchor>
          </SimpleGrid>
        </nav>
      </Stack>
    </Container>
  );
}
