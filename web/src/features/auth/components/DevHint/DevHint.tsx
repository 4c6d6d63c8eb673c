import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import classes from './DevHint.module.css';

export interface DevHintProps {
  children: ReactNode;
  /** Whether to show it; default: only on the development server (never in a build). */
  show?: boolean;
}

/**
 * A note for developers on the dev server (where the mock server keeps e-mails in its outbox and
 * simulates Naver and Kakao); a production build leaves it out.
 */
export function DevHint({ children, show = env.isDevelopment }: DevHintProps) {
  if (!show) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge
        variant="outline"
        color="gray"
        size="sm"
        radius="sm"
        className={classes.badge}
        aria-hidden
      >
        DEV
      </Badge>
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
