import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { control, mockKeys, unwrap } from './control-client';
import { useWorldChange } from './use-world-change';

/** The e-mails the server "sent" in this session, newest first, with their links. */
export function OutboxSection() {
  const { t } = useTranslation('devtools');
  const outbox = useQuery({ queryKey: mockKeys.outbox(), queryFn: () => unwrap(control.outbox()) });
  const mails = [...(outbox.data ?? [])].reverse();
  if (!mails.length)
    return (
      <Text size="xs" c="dimmed">
        {t('outbox.none')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {mails.map((mail) => (
        <Text key={`${mail.sentAt}-${mail.code}`} size="xs">
          {t(mail.kind === 'EMAIL_VERIFICATION' ? 'outbox.verification' : 'outbox.reset', {
            to: mail.to,
          })}
          : <Code>{mail.code}</Code>
          {mail.link && (
            <>
              {' '}
              <Anchor href={mail.link} size="xs">
                {t('outbox.openLink')}
              </Anchor>
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}

/** E-money top-ups waiting for their bank transfer, each with "Receive". */
export function TransfersSection() {
  const { t } = useTranslation('devtools');
  const transfers = useQuery({
    queryKey: mockKeys.transfers(),
    queryFn: () => unwrap(control.listTransfers()),
  });
  const receive = useWorldChange((orderId: string) =>
    unwrap(control.receiveTransfer({ params: { orderId } })),
  );
  if (!transfers.data?.length)
    return (
      <Text size="xs" c="dimmed">
        {t('transfers.none')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {transfers.data.map((transfer) => (
        <Group key={transfer.orderId} gap="xs" justify="space-between">
          <Text size="xs">
            {transfer.orderId} · {transfer.email} · ₩{transfer.amount.toLocaleString('ko-KR')}
          </Text>
          <Button
            size="compact-xs"
            onClick={() => receive.mutate(transfer.orderId)}
            loading={receive.isPending && receive.variables === transfer.orderId}
          >
            {t('transfers.receive')}
          </Button>
        </Group>
      ))}
      {receive.error && (
        <Text c="red" size="xs">
          {receive.error.message}
        </Text>
      )}
    </Stack>
  );
}
