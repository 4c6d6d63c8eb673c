import { Alert, Group, Stack, Text } from '@mantine/core';
import type { PartyRequest } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useAnswerRemoval, useAnswerRenewal } from '@/features/parties/api';
import { ConfirmAction } from '../ConfirmAction/ConfirmAction';

/**
 * The founder's request waiting for this member (SPEC §4): agree to or decline the move to a
 * renewed party, or consent to or refuse being removed. Each answer is confirmed first.
 */
export function PartyRequestPanel({ request }: { request: PartyRequest }) {
  const { t } = useTranslation('parties');
  const renewal = useAnswerRenewal();
  const removal = useAnswerRemoval();
  const params = { postSeq: request.postSeq };

  if (request.kind === 'RENEWAL') {
    return (
      <Alert
        color="blue"
        title={t('request.renewal.title')}
        role="region"
        aria-label={t('request.renewal.title')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('request.renewal.body', { postSeq: request.postSeq })}</Text>
          <Group gap="xs">
            <ConfirmAction
              label={t('request.renewal.agree')}
              question={t('request.renewal.agreeQuestion')}
              loading={renewal.approve.isPending}
              onConfirm={() => renewal.approve.mutate({ params, body: {} })}
            />
            <ConfirmAction
              label={t('request.renewal.decline')}
              question={t('request.renewal.declineQuestion')}
              variant="default"
              loading={renewal.reject.isPending}
              onConfirm={() => renewal.reject.mutate({ params, body: {} })}
            />
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      title={t('request.removal.title')}
      role="region"
      aria-label={t('request.removal.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('request.removal.body')}</Text>
        {request.reason ? (
          <Text size="sm">
            {t('request.removal.reason')}: {request.reason}
          </Text>
        ) : null}
        <Group gap="xs">
          <ConfirmAction
            label={t('request.removal.consent')}
            question={t('request.removal.consentQuestion')}
            color="orange"
            loading={removal.isPending}
            onConfirm={() => removal.mutate({ params, body: { agree: true } })}
          />
          <ConfirmAction
            label={t('request.removal.refuse')}
            question={t('request.removal.refuseQuestion')}
            variant="default"
            loading={removal.isPending}
            onConfirm={() => removal.mutate({ params, body: { agree: false } })}
          />
        </Group>
      </Stack>
    </Alert>
  );
}
