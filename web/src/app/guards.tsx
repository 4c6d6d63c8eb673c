/**
 * Route guards of SPEC §2. Each renders its children or redirects (replacing the history entry, so
 * Back does not bounce): guests away from private pages to /login?redirect=<current address>,
 * signed-in users away from guest-only pages to /, members without identity verification from
 * checkout to /checkout/verify-identity (and back afterwards), verified members away from that page
 * to /, sellers away from becoming one to /, and non-sellers away from the seller area to
 * /become-seller.
 */
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ErrorPage } from '../components/StatusPage/StatusPage';
import { PageSkeleton } from '../components/PageSkeleton/PageSkeleton';
import { loginPathFor, pathTo, verifyIdentityPathFor } from '@/lib/addresses';
import { useCurrentAddress } from '../lib/browser/search-params';
import { useSession } from '../lib/session/session';
import type { Guard } from './routes';

export function GuestOnly({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Redirect to={pathTo('/')} replace />;
  return children;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const address = useCurrentAddress();
  if (!isSignedIn) return <Redirect to={loginPathFor(address)} replace />;
  return children;
}

/**
 * A signed-in user whose profile decides: guests sign in first, the page waits for the user, an
 * unloadable user is the error page, and `redirectTo` (when the user does not qualify) is followed.
 */
function RequireUser({
  children,
  redirectTo,
}: {
  children: ReactNode;
  redirectTo: (user: NonNullable<ReturnType<typeof useSession>['user']>) => string | null;
}) {
  const { isSignedIn, isLoadingUser, userError, user } = useSession();
  const address = useCurrentAddress();
  if (!isSignedIn) return <Redirect to={loginPathFor(address)} replace />;
  if (isLoadingUser) return <PageSkeleton />;
  if (userError || !user) return <ErrorPage />;
  const target = redirectTo(user);
  if (target) return <Redirect to={target} replace />;
  return children;
}

export function RequireSeller({ children }: { children: ReactNode }) {
  return (
    <RequireUser
      redirectTo={(user) => (user.roles.includes('SELLER') ? null : pathTo('/become-seller'))}
    >
      {children}
    </RequireUser>
  );
}

/** Becoming a seller: sellers have nothing to do there. */
export function RequireMember({ children }: { children: ReactNode }) {
  return (
    <RequireUser redirectTo={(user) => (user.roles.includes('SELLER') ? pathTo('/') : null)}>
      {children}
    </RequireUser>
  );
}

/** Checkout needs a verified identity; the verification page brings the member back here. */
export function RequireVerified({ children }: { children: ReactNode }) {
  const address = useCurrentAddress();
  return (
    <RequireUser redirectTo={(user) => (user.verified ? null : verifyIdentityPathFor(address))}>
      {children}
    </RequireUser>
  );
}

/** The identity verification of checkout: already verified members go to the main page. */
export function RequireUnverified({ children }: { children: ReactNode }) {
  return (
    <RequireUser redirectTo={(user) => (user.verified ? pathTo('/') : null)}>
      {children}
    </RequireUser>
  );
}

const guards = {
  guest: GuestOnly,
  auth: RequireAuth,
  verified: RequireVerified,
  unverified: RequireUnverified,
  member: RequireMember,
  seller: RequireSeller,
} satisfies Record<Guard, (props: { children: ReactNode }) => ReactNode>;

/** The guard a route names around its page (none: the page as it is). */
export function Guarded({ guard, children }: { guard: Guard | undefined; children: ReactNode }) {
  if (!guard) return children;
  const GuardComponent = guards[guard];
  return <GuardComponent>{children}</GuardComponent>;
}
