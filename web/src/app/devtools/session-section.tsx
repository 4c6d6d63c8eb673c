import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tsr } from '@/lib/api-client';
import { useSession, useSessionToken } from '@/lib/session/session';
import { control, mockKeys, unwrap } from './control-client';
import { useWorldChange } from './use-world-change';

/** Which mock session the tab uses, who is signed in, and one-click sign-in as a seeded account. */
export function SessionSection() {
  const { t } = useTranslation('devtools');
  const token = useSessionToken();
  const { signIn, signOut } = useSession();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: mockKeys.session(token),
    queryFn: () => unwrap(control.session()),
  });
  const accounts = useQuery({
    queryKey: mockKeys.accounts(),
    queryFn: () => unwrap(control.accounts()),
  });
  const signInAs = useWorldChange(async (account: { email: string; password: string }) => {
    const answer = await tsr.auth.signIn.mutate({
      body: { email: account.email, password: account.password, stayLoggedIn: false },
    });
    // The fetcher throws on any failure, so this is the 200 answer.
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
    // A new user: nothing the previous one loaded may show.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'mock' });
    signIn(answer.body.response, { stayLoggedIn: false });
  });

  const user = session.data?.user;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('session.mockSession')}{' '}
        <Code data-testid="mock-session">{session.data?.session ?? '…'}</Code>
        {' · '}
        {user ? (
          <>
            {t('session.signedInAs')} <b data-testid="mock-user">{user.email}</b>{' '}
            {user.roles.map((role) => (
              <Badge key={role} size="xs" variant="light" mr={4}>
                {role}
              </Badge>
            ))}
          </>
        ) : (
          <span data-testid="mock-user">{t('session.signedOut')}</span>
        )}
      </Text>
      <Group gap="xs">
        {(accounts.data ?? []).map((account) => (
          <Button
            key={account.email}
            size="compact-xs"
            variant={user?.email === account.email ? 'filled' : 'light'}
            title={account.description}
            loading={signInAs.isPending && signInAs.variables?.email === account.email}
            onClick={() => signInAs.mutate(account)}
          >
            {t('session.signInAs', { name: account.email.replace('@example.com', '') })}
          </Button>
        ))}
        {user && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={signOut}>
            {t('session.signOut')}
          </Button>
        )}
      </Group>
      {signInAs.error && (
        <Text c="red" size="xs">
          {signInAs.error.message}
        </Text>
      )}
    </Stack>
  );
}
