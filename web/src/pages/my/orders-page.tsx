import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { OrderList } from '@/features/orders/components/OrderList/OrderList';

/** /my/orders: the member's orders, all or of one type (`?type=`), paged (`?page=`). */
export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.myOrders')}</PageTitle>
        <OrderList />
      </Stack>
    </Container>
  );
}
