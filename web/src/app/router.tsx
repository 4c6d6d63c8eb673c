/**
 * The app's routes, drawn from the route table (./routes): the identity-verification callback
 * alone, the seller console in its own layout behind the seller guard, everything else in the
 * site layout. Each page loads on demand (one chunk per page module) inside its PageFrame.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSkeleton } from '../components/PageSkeleton/PageSkeleton';
import { ErrorBoundary } from './error-boundary';
import { Guarded, RequireSeller } from './guards';
import { AppLayout } from './layout/AppLayout';
import {
  NotFoundPage,
  SELLER_AREA,
  sellerAreaRoutes,
  siteRoutes,
  VerifyUserCallbackPage,
  type PageRoute,
} from './routes';

/** The console's frame (and its drawer) loads with the first seller page, not in the site's first load. */
const SellerLayout = lazy(() =>
  import('./layout/SellerLayout').then((module) => ({ default: module.SellerLayout })),
);

/** A page's error boundary (reset on navigation) and its loading placeholder. */
function PageFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The first route of `routes` matching the address, behind its guard; not-found otherwise. */
function RouteSwitch({ routes }: { routes: PageRoute[] }) {
  return (
    <Switch>
      {routes.map(({ path, page: { Component }, props, guard }) => (
        <Route key={path} path={path}>
          {(params) => (
            <Guarded guard={guard}>
              <Component {...props?.(params)} />
            </Guarded>
          )}
        </Route>
      ))}
      <Route>
        <NotFoundPage.Component />
      </Route>
    </Switch>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/verify-user/callback">
        <PageFrame>
          <VerifyUserCallbackPage.Component />
        </PageFrame>
      </Route>
      <Route path={SELLER_AREA}>
        <RequireSeller>
          {/* The console's frame and texts (its own namespace) arrive with the first seller page. */}
          <Suspense fallback={<PageSkeleton />}>
            <SellerLayout>
              <PageFrame>
                <RouteSwitch routes={sellerAreaRoutes} />
              </PageFrame>
            </SellerLayout>
          </Suspense>
        </RequireSeller>
      </Route>
      <Route>
        <AppLayout>
          <PageFrame>
            <RouteSwitch routes={siteRoutes} />
          </PageFrame>
        </AppLayout>
      </Route>
    </Switch>
  );
}
