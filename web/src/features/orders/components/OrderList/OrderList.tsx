import { NativeSelect, Skeleton, Stack } from '@mantine/core';
import { isOneOf, orderTypeFilters } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { useOrders } from '@/features/orders/api';
import { useOrderFilter } from '@/features/orders/hooks/use-order-filter';
import { OrderCard } from '../OrderCard/OrderCard';

/**
 * The member's orders (/my/orders): a type filter and one page of orders, newest first, both
 * following the address (`?type=`, `?page=`).
 */
export function OrderList() {
  const { t } = useTranslation('orders');
  const { page, type, setType } = useOrderFilter();
  const orders = useOrders({ page, type });

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('list.typeLabel')}
        value={type ?? 'all'}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setType(isOneOf(orderTypeFilters, value) ? value : null);
        }}
        data={[
          { value: 'all', label: t('type.all') },
          ...orderTypeFilters.map((value) => ({ value, label: t(`type.${value}`) })),
        ]}
        maw={320}
      />
      <PagedList
        query={orders}
        skeleton={
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={96} radius="md" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) => (totalCount > 0 ? t('list.pageEmpty') : t('list.empty'))}
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}
