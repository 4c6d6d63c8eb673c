import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { control, mockKeys, unwrap } from './control-client';
import { useWorldChange } from './use-world-change';

type Unit = 'hours' | 'days';

/** The world's clock: now, travel forward (auto-confirmation, expiries, token validity), back to real time. */
export function ClockSection() {
  const { t } = useTranslation('devtools');
  const clock = useQuery({ queryKey: mockKeys.clock(), queryFn: () => unwrap(control.getClock()) });
  const [amount, setAmount] = useState<number>(1);
  const [unit, setUnit] = useState<Unit>('days');
  const travel = useWorldChange((body: { hours?: number; days?: number } | { now: number }) =>
    unwrap(control.setClock({ body })),
  );
  const offsetHours = clock.data ? Math.round(clock.data.offsetMs / 3_600_000) : 0;

  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('clock.worldTime')} <b data-testid="mock-clock">{clock.data?.business ?? '…'}</b>
        {offsetHours !== 0 && (
          <span data-testid="mock-clock-offset">
            {' · '}
            {t('clock.offset', { offset: `${offsetHours > 0 ? '+' : ''}${offsetHours}` })}
          </span>
        )}
      </Text>
      <Group gap="xs" align="end">
        {([1, 24, 72] as const).map((hours) => (
          <Button
            key={hours}
            size="compact-xs"
            variant="light"
            onClick={() => travel.mutate({ hours })}
          >
            {hours < 24
              ? t('clock.plusHours', { hours })
              : t('clock.plusDays', { days: hours / 24 })}
          </Button>
        ))}
      </Group>
      <Group gap="xs" align="end">
        <NumberInput
          label={t('clock.travelForward')}
          size="xs"
          w={90}
          min={1}
          max={unit === 'days' ? 3660 : 87840}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : 1)}
        />
        <Select
          aria-label={t('clock.unit')}
          size="xs"
          w={90}
          data={[
            { value: 'hours', label: t('clock.hours') },
            { value: 'days', label: t('clock.days') },
          ]}
          value={unit}
          allowDeselect={false}
          onChange={(value) => setUnit((value as Unit | null) ?? 'days')}
        />
        <Button
          size="xs"
          onClick={() => travel.mutate({ [unit]: amount })}
          loading={travel.isPending}
        >
          {t('clock.travel')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => travel.mutate({ now: Date.now() })}>
          {t('clock.backToRealTime')}
        </Button>
      </Group>
      {travel.error && (
        <Text c="red" size="xs">
          {travel.error.message}
        </Text>
      )}
    </Stack>
  );
}
