import {
  Alert,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { BuyerInfo, SaleCancellation } from '@market/contract';
import {
  checkSaleCancellation,
  REASON_MAX_LENGTH,
  sellerCancelFormSchema,
  type OrderStatus,
  responsibilities,
} from '@market/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCancelSale } from '@/features/seller-listings/api';
import { Fact } from '../Fact/Fact';

export interface BuyerPanelProps {
  postType: 'COUPON' | 'CODE';
  postSeq: number;
  info: BuyerInfo;
}

/** A sale the seller may still cancel (domain's rule): paid, not confirmed, no refund waiting. */
const cancellable = (status: OrderStatus) =>
  checkSaleCancellation({ postStatus: 'SOLD', saleStatus: status }).ok;

/**
 * Who bought a coupon or code and the purchase's state; while the sale is open the seller can
 * cancel it, naming who is responsible and why (SPEC §5), and the buyer is refunded in full.
 */
export function BuyerPanel({ postType, postSeq, info }: BuyerPanelProps) {
  const { t } = useTranslation('sellerListings');
  const formatDate = useFormatDate();
  const [opened, setOpened] = useState(false);
  const [cancelled, setCancelled] = useState<SaleCancellation | null>(null);

  return (
    <Stack gap="md">
      {cancelled ? (
        <Alert color="teal" variant="light" role="status" title={t('buyer.cancelled')}>
          {t('buyer.refunded')} <Price amountKrw={cancelled.refundAmount} fw={700} />
        </Alert>
      ) : null}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Fact label={t('buyer.buyer')}>{info.buyer.nickname}</Fact>
          {/* The number the blocklist form asks for. */}
          <Fact label={t('buyer.memberNumber')}>{info.buyer.seq}</Fact>
          <Fact label={t('buyer.status')}>{t(`orderStatus.${info.status}`)}</Fact>
          <Fact label={t('buyer.price')}>
            <Price amountKrw={info.price} />
          </Fact>
          <Fact label={t('buyer.orderId')}>{info.orderId}</Fact>
          <Fact label={t('buyer.purchasedAt')}>{formatDate(info.purchasedAt)}</Fact>
          {info.confirmAt ? (
            <Fact label={t('buyer.confirmAt')}>{formatDate(info.confirmAt)}</Fact>
          ) : null}
        </SimpleGrid>
      </Card>
      {cancellable(info.status) && !cancelled ? (
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)}>
            {t('buyer.cancel')}
          </Button>
        </Group>
      ) : null}
      <CancelSaleDialog
        postType={postType}
        postSeq={postSeq}
        opened={opened}
        onClose={() => setOpened(false)}
        onCancelled={(result) => {
          setCancelled(result);
          setOpened(false);
        }}
      />
    </Stack>
  );
}

function CancelSaleDialog({
  postType,
  postSeq,
  opened,
  onClose,
  onCancelled,
}: {
  postType: 'COUPON' | 'CODE';
  postSeq: number;
  opened: boolean;
  onClose: () => void;
  onCancelled: (result: SaleCancellation) => void;
}) {
  const { t } = useTranslation('sellerListings');
  const cancel = useCancelSale(postType, postSeq);
  const form = useZodForm(sellerCancelFormSchema, { defaultValues: { reason: '' } });

  return (
    <Dialog opened={opened} onClose={onClose} title={t('buyer.cancelTitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => cancel.mutate(body, { onSuccess: onCancelled }))}
      >
        <Stack gap="md">
          <Text>{t('buyer.cancelExplain')}</Text>
          <Controller
            control={form.control}
            name="responsibility"
            render={({ field }) => (
              <Radio.Group
                label={t('buyer.responsibility')}
                required
                value={field.value ?? ''}
                onChange={field.onChange}
                error={form.errorOf('responsibility')}
              >
                <Group gap="lg" mt={4}>
                  {responsibilities.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`responsibility.${value}`)}
                      onBlur={field.onBlur}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Textarea
            label={t('buyer.reason')}
            required
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            {...form.register('reason')}
            error={form.errorOf('reason')}
          />
          <DialogActions
            confirm={t('buyer.cancelConfirm')}
            onCancel={onClose}
            color="red.9"
            loading={cancel.isPending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
