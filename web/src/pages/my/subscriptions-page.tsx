import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SubscriptionList } from '@/features/parties/components/SubscriptionList/SubscriptionList';

/** /my/subscriptions: the parties the member joined, with `?keyword=` and paging. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <PageTitle order={1} fz="h2">
          {t('routes.mySubscriptions')}
        </PageTitle>
        <SubscriptionList />
      </Stack>
    </Container>
  );
}
