import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import type { SellerSubscriptionPost, SharingSettlement } from '@market/contract';
import { EndSharingBody } from '@market/contract';
import { endSharingSettlement, REASON_MAX_LENGTH } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@/components/Dialog/Dialog';
import { Price } from '@/components/Price/Price';
import { useNow } from '@/lib/ui/use-now';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCloseRecruitment, useEndSharing } from '@/features/seller-listings/api';

export interface PartyActionsProps {
  party: SellerSubscriptionPost;
}

/**
 * The founder's two irreversible acts (SPEC §4): closing recruitment and ending sharing, each
 * behind a confirmation that says what follows; ending states the penalty and each member's
 * compensation (domain's settlement) before anything happens, and the settled amounts after.
 */
export function PartyActions({ party }: PartyActionsProps) {
  const { t } = useTranslation('sellerListings');
  const [dialog, setDialog] = useState<'close' | 'end' | null>(null);
  const [settled, setSettled] = useState<SharingSettlement | null>(null);
  if (party.status === 'ENDED' && !settled) return null;

  return (
    <Stack gap="sm">
      {settled ? <SettlementSummary settlement={settled} /> : null}
      {party.status !== 'ENDED' ? (
        <Group gap="sm">
          {party.status === 'SUB_ON_SALE' ? (
            <Button variant="default" onClick={() => setDialog('close')}>
              {t('party.close')}
            </Button>
          ) : null}
          <Button color="red" variant="light" onClick={() => setDialog('end')}>
            {t('party.end')}
          </Button>
        </Group>
      ) : null}
      <CloseRecruitmentDialog
        party={party}
        opened={dialog === 'close'}
        onClose={() => setDialog(null)}
      />
      <EndSharingDialog
        party={party}
        opened={dialog === 'end'}
        onClose={() => setDialog(null)}
        onEnded={(settlement) => {
          setSettled(settlement);
          setDialog(null);
        }}
      />
    </Stack>
  );
}

function CloseRecruitmentDialog({
  party,
  opened,
  onClose,
}: {
  party: SellerSubscriptionPost;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('sellerListings');
  const close = useCloseRecruitment();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('party.closeTitle')}>
      <Stack gap="md">
        <Text>{t('party.closeWarning')}</Text>
        <DialogActions
          confirm={t('party.closeConfirm')}
          onConfirm={() => close.mutate({ params: { seq: party.seq } }, { onSuccess: onClose })}
          onCancel={onClose}
          loading={close.isPending}
        />
      </Stack>
    </Dialog>
  );
}

function EndSharingDialog({
  party,
  opened,
  onClose,
  onEnded,
}: {
  party: SellerSubscriptionPost;
  opened: boolean;
  onClose: () => void;
  onEnded: (settlement: SharingSettlement) => void;
}) {
  const { t } = useTranslation('sellerListings');
  const now = useNow();
  const end = useEndSharing();
  const form = useZodForm(EndSharingBody, { defaultValues: { reason: '' } });
  const estimate = endSharingSettlement({
    price: party.price,
    startsAt: party.subscriptionStartsAt,
    endsAt: party.subscriptionEndsAt,
    now,
    activeMembers: party.memberCount,
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={t('party.endTitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) =>
          end.mutate(
            { params: { seq: party.seq }, body: { reason: body.reason } },
            { onSuccess: ({ body: answer }) => onEnded(answer.response) },
          ),
        )}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" title={t('party.endWarning')}>
            <List size="sm" spacing={4}>
              <List.Item>
                {t('party.penalty')} <Price amountKrw={estimate.founderPenalty} fw={700} />
              </List.Item>
              <List.Item>
                {t('party.compensation', { count: party.memberCount })}{' '}
                <Price amountKrw={estimate.compensationPerMember} fw={700} />
              </List.Item>
              <List.Item>
                {t('party.remainingDays', {
                  remaining: estimate.remainingDays,
                  total: estimate.totalDays,
                })}
              </List.Item>
            </List>
          </Alert>
          <Textarea
            label={t('party.endReason')}
            required
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            data-autofocus
            {...form.register('reason')}
            error={form.errorOf('reason')}
          />
          <DialogActions
            confirm={t('party.endConfirm')}
            onCancel={onClose}
            color="red.9"
            loading={end.isPending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

export function SettlementSummary({ settlement }: { settlement: SharingSettlement }) {
  const { t } = useTranslation('sellerListings');
  return (
    <Alert color="teal" variant="light" title={t('party.ended')} role="status">
      <List size="sm" spacing={4}>
        <List.Item>
          {t('party.penaltyPaid')} <Price amountKrw={settlement.founderPenalty} fw={700} />
        </List.Item>
        <List.Item>
          {t('party.compensated', { count: settlement.compensatedMembers })}{' '}
          <Price amountKrw={settlement.compensationPerMember} fw={700} />
        </List.Item>
      </List>
    </Alert>
  );
}
