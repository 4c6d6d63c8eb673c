import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefundRequest } from '@market/contract';
import type { RefundStatus } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { usePageParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import {
  useApproveRefund,
  useRefundRequestList,
  useRejectRefund,
} from '@/features/seller-business/api/use-refund-requests';
import classes from '../SellerReviewCard/SellerReviewCard.module.css';
import { ListSkeleton } from '../SellerReviewList/SellerReviewList';
import { lazyDialog } from '@/lib/ui/lazy-dialog';

// The dialog (its form and the modal) loads when first opened, out of the page's first load.
const { Dialog: RejectRefundDialog } = lazyDialog(() =>
  import('../RejectRefundDialog/RejectRefundDialog').then((module) => module.RejectRefundDialog),
);

const statusColor: Record<RefundStatus, string> = {
  REQUESTED: 'blue.9',
  APPROVED: 'teal.9',
  REJECTED: 'gray.7',
};

/** The refund requests on the seller's sales, newest first, paged. */
export function RefundRequestList() {
  const { t } = useTranslation('sellerBusiness');
  const page = usePageParam();
  const requests = useRefundRequestList({ page });
  return (
    <PagedList
      query={requests}
      skeleton={<ListSkeleton />}
      emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t('refunds.empty'))}
      renderList={(items, listProps) => (
        <Stack component="ul" gap="sm" {...listProps}>
          {items.map((request) => (
            <li key={request.seq}>
              <RefundRequestCard request={request} />
            </li>
          ))}
        </Stack>
      )}
    />
  );
}

export interface RefundRequestCardProps {
  request: RefundRequest;
}

/** One request: post, buyer, amount, the buyer's reason, its state; approve or reject while open. */
export function RefundRequestCard({ request }: RefundRequestCardProps) {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveRefund();
  const reject = useRejectRefund();
  const refundSeq = request.seq;

  const onApprove = () => approve.mutate({ body: { refundSeq } });
  const onReject = (reason: string) =>
    reject.mutate({ body: { refundSeq, reason } }, { onSuccess: () => setRejecting(false) });

  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={2} size="h5" className={classes.wrap}>
            {localized(request.post.title)}
          </Title>
          <Badge color={statusColor[request.status]} variant="filled">
            {t(`refunds.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`postType.${request.post.type}`)} · {request.buyer.nickname} ·{' '}
          {formatDate(request.requestedAt)} · {t('refunds.order', { orderId: request.orderId })}
        </Text>
        <Text size="sm">
          {t('refunds.amount')}: <Price amountKrw={request.amount} />
        </Text>
        <Text size="sm" className={classes.text}>
          {t('refunds.buyerReason')}: {request.reason}
        </Text>
        {request.rejectReason ? (
          <Text size="sm" className={classes.text}>
            {t('refunds.rejectedBecause')}: {request.rejectReason}
          </Text>
        ) : null}
        {request.status === 'REQUESTED' ? (
          <Group gap="xs">
            <Button size="sm" loading={approve.isPending} onClick={onApprove}>
              {t('refunds.approve')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setRejecting(true)}>
              {t('refunds.reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <RejectRefundDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        onReject={onReject}
        pending={reject.isPending}
      />
    </Paper>
  );
}
