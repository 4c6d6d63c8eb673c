import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';

export interface AuthStatusProps {
  /**
   * `working`: a call is under way (announced politely). `failed`: the flow cannot go on; the
   * action leads somewhere it can. `done`: it went through.
   */
  state: 'working' | 'failed' | 'done';
  /** The headline of a failed or done state; the whole text of a working one. */
  title: string;
  /** What happened and what to do; none by default. */
  body?: string;
  /** A link out of the state (back to sign-in, try again); none by default. */
  action?: { label: string; href: string };
}

/**
 * Where a flow stands when there is no form to show: exchanging an SNS code, checking an
 * identity-verification result, or a link that arrived without what it needs.
 */
export function AuthStatus({ state, title, body, action }: AuthStatusProps) {
  const link = action && (
    <Button component={Link} href={action.href} variant={state === 'failed' ? 'filled' : 'light'}>
      {action.label}
    </Button>
  );

  if (state === 'working') {
    return (
      <Stack align="center" gap="sm" py="lg" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{title}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert
        color={state === 'failed' ? 'red' : 'teal'}
        title={title}
        role={state === 'failed' ? 'alert' : 'status'}
      >
        {body}
      </Alert>
      {link}
    </Stack>
  );
}
