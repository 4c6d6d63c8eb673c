import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { useOrder } from '@/features/orders/api';
import { OrderDetail } from '@/features/orders/components/OrderDetail/OrderDetail';
import { toApiError } from '@/lib/api/api-error';

export interface OrderPageProps {
  /** The `{orderId}` of the address. */
  orderId: string;
}

/** /my/orders/{orderId}: one of the member's orders; another's or an unknown one is not found. */
export default function OrderPage({ orderId }: OrderPageProps) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  const error = order.isError ? toApiError(order.error) : null;
  if (error && (error.status === 404 || error.status === 400)) return <NotFound />;

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.orderDetail')}</PageTitle>
        {order.data ? (
          <OrderDetail order={order.data} />
        ) : error ? (
          <LoadError onRetry={() => void order.refetch()} />
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={32} width={200} />
            <Skeleton height={160} radius="md" />
            <Skeleton height={80} radius="md" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
