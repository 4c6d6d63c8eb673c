import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled card holding one field's form (each profile field is saved on its own). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
