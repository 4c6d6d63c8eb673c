import { ErrorCode } from '@market/contract';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { control, mockKeys, unwrap } from './control-client';
import { useWorldChange } from './use-world-change';

const METHODS = ['ANY', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** Latency or a failure for a route pattern, listed and removable one by one. */
export function FaultsSection() {
  const { t } = useTranslation('devtools');
  const faults = useQuery({
    queryKey: mockKeys.faults(),
    queryFn: () => unwrap(control.listFaults()),
  });
  const [pattern, setPattern] = useState('/api/cart*');
  const [method, setMethod] = useState<Method>('ANY');
  const [kind, setKind] = useState<'failure' | 'latency'>('failure');
  const [code, setCode] = useState<ErrorCode>('INTERNAL_ERROR');
  const [latencyMs, setLatencyMs] = useState(2000);

  const add = useWorldChange(() => {
    const target = { pattern, ...(method === 'ANY' ? {} : { method }) };
    return unwrap(
      control.addFault({
        body: kind === 'failure' ? { ...target, code } : { ...target, latencyMs },
      }),
    );
  });
  const remove = useWorldChange((id: number) => unwrap(control.removeFault({ params: { id } })));

  return (
    <Stack gap="xs">
      <Group gap="xs" align="end">
        <TextInput
          label={t('faults.pattern')}
          description={t('faults.patternHint')}
          size="xs"
          flex={1}
          miw={160}
          value={pattern}
          onChange={(event) => setPattern(event.currentTarget.value)}
        />
        <Select
          label={t('faults.method')}
          size="xs"
          w={90}
          data={METHODS.map((value) => ({
            value,
            label: value === 'ANY' ? t('faults.anyMethod') : value,
          }))}
          value={method}
          allowDeselect={false}
          onChange={(value) => setMethod((value as Method | null) ?? 'ANY')}
        />
      </Group>
      <Group gap="xs" align="end">
        <SegmentedControl
          size="xs"
          aria-label={t('faults.kind')}
          data={[
            { value: 'failure', label: t('faults.failure') },
            { value: 'latency', label: t('faults.latency') },
          ]}
          value={kind}
          onChange={(value) => setKind(value as 'failure' | 'latency')}
        />
        {kind === 'failure' ? (
          <Select
            label={t('faults.code')}
            size="xs"
            w={230}
            searchable
            data={ErrorCode.options}
            value={code}
            allowDeselect={false}
            onChange={(value) => setCode((value as ErrorCode | null) ?? 'INTERNAL_ERROR')}
          />
        ) : (
          <NumberInput
            label={t('faults.latencyMs')}
            size="xs"
            w={120}
            min={1}
            max={60000}
            value={latencyMs}
            onChange={(value) => setLatencyMs(typeof value === 'number' ? value : 2000)}
          />
        )}
        <Button size="xs" onClick={() => add.mutate(undefined)} loading={add.isPending}>
          {t('faults.add')}
        </Button>
      </Group>
      {add.error && (
        <Text c="red" size="xs">
          {add.error.message}
        </Text>
      )}
      {faults.data && faults.data.length > 0 ? (
        <Table fz="xs" aria-label={t('faults.list')}>
          <Table.Tbody>
            {faults.data.map((fault) => (
              <Table.Tr key={fault.id}>
                <Table.Td>{fault.method ?? t('faults.anyMethod')}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{fault.pattern}</Table.Td>
                <Table.Td>
                  {fault.kind === 'failure'
                    ? `${fault.status} ${fault.code}`
                    : `+${fault.latencyMs} ms`}
                  {fault.remaining !== null && ` ×${fault.remaining}`}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('faults.remove', { pattern: fault.pattern })}
                    onClick={() => remove.mutate(fault.id)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="xs" c="dimmed">
          {t('faults.none')}
        </Text>
      )}
    </Stack>
  );
}
