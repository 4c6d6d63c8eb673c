/**
 * `useSession()`: the stored token, the signed-in user (GET /api/account/me), and sign-in /
 * sign-out. The token lives in session-store.ts (localStorage, validUntil rules of SPEC §8, §9).
 */
import type { Session, User } from '@market/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { selectResponse, tsr } from '../api-client';
import { prefetchApiQuery, useApiQuery } from '../api-query';
import { clearSession, getSessionSnapshot, saveSession, subscribeSession } from './session-store';
import { pathTo } from '@/lib/addresses';

export const sessionKeys = {
  all: ['account', 'me'] as const,
  /** Keyed by token so that one user's data can never be served to the next. */
  me: (token: string | null) => [...sessionKeys.all, token] as const,
};

/** The signed-in user's call, started before the first render (every layout shows who it is). */
export function prefetchMe(queryClient: QueryClient, token: string): Promise<void> {
  return prefetchApiQuery(queryClient, tsr.account.getMe, { queryKey: sessionKeys.me(token) });
}

export interface SignInOptions {
  stayLoggedIn: boolean;
  /** Where to go once signed in (already validated, e.g. by useRedirectParam); '' = stay. */
  redirectTo?: string;
}

export function useSessionToken(): string | null {
  return (
    useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot)?.token ?? null
  );
}

export function useSession() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const me = useApiQuery(tsr.account.getMe, {
    queryKey: sessionKeys.me(token),
    select: selectResponse,
    enabled: token !== null,
  });

  const signIn = useCallback(
    (session: Session, { stayLoggedIn, redirectTo = '' }: SignInOptions) => {
      const stored = saveSession(session.token, { stayLoggedIn });
      if (!stored) return;
      // The sign-in answer already holds the user: no need to ask /me again.
      queryClient.setQueryData(sessionKeys.me(stored.token), {
        status: 200,
        body: { success: true, response: session.user, error: null, pagination: null },
        headers: new Headers(),
      });
      if (redirectTo) navigate(redirectTo, { replace: true });
    },
    [navigate, queryClient],
  );

  const signOut = useCallback(() => {
    // Tell the server (best effort: the local session ends whatever it answers).
    tsr.auth.signOut.mutate().catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate(pathTo('/login'));
  }, [navigate, queryClient]);

  const user: User | null = token ? (me.data ?? null) : null;
  return {
    token,
    isSignedIn: token !== null,
    user,
    /** True while a stored token's user is still loading (guards wait instead of redirecting). */
    isLoadingUser: token !== null && me.isPending,
    /** Why the user could not be loaded (a 401 has already signed the page out). */
    userError: token !== null && me.isError ? me.error : null,
    isSeller: user?.roles.includes('SELLER') ?? false,
    signIn,
    signOut,
  };
}
