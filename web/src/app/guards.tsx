/**
 * Route guards of SPEC §2. Each renders its children or redirects (replacing the history entry, so
 * Back does not bounce): guests away from private pages to /login?redirect=<current address>,
 * signed-in users away from guest-only pages to /, non-sellers away from the seller area to
 * /become-seller.
 */
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ErrorPage } from '../components/StatusPage';
import { PageLoader } from '../components/PageLoader';
import { useCurrentAddress } from '../lib/search-params';
import { loginPathFor } from '../lib/paths';
import { useSession } from '../lib/session';

export function GuestOnly({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Redirect to="/" replace />;
  return children;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const address = useCurrentAddress();
  if (!isSignedIn) return <Redirect to={loginPathFor(address)} replace />;
  return children;
}

export function RequireSeller({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoadingUser, userError, isSeller } = useSession();
  const address = useCurrentAddress();
  if (!isSignedIn) return <Redirect to={loginPathFor(address)} replace />;
  if (isLoadingUser) return <PageLoader />;
  if (userError) return <ErrorPage />;
  if (!isSeller) return <Redirect to="/become-seller" replace />;
  return children;
}
