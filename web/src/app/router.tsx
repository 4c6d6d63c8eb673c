/**
 * Every route of SPEC §2, each page loaded on demand (one chunk per page module). To build a
 * screen, fill its file in `src/pages/`; guards and layout are applied here.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '../components/PageLoader';
import { ErrorBoundary } from './error-boundary';
import { GuestOnly, RequireAuth, RequireSeller } from './guards';
import { AppLayout } from './layout/AppLayout';

const HomePage = lazy(() => import('../pages/home-page'));
const PostListPage = lazy(() => import('../pages/post-list-page'));
const PostDetailPage = lazy(() => import('../pages/post-detail-page'));
const SearchPage = lazy(() => import('../pages/search-page'));
const StorePage = lazy(() => import('../pages/store-page'));
const StoreStatsPage = lazy(() => import('../pages/store-stats-page'));
const StoreReviewsPage = lazy(() => import('../pages/store-reviews-page'));
const NoticesPage = lazy(() => import('../pages/notices-page'));
const FaqPage = lazy(() => import('../pages/faq-page'));
const OurServicesPage = lazy(() => import('../pages/our-services-page'));
const TermsPage = lazy(() => import('../pages/terms-page'));
const ContactBusinessPage = lazy(() => import('../pages/contact-business-page'));
const LoginPage = lazy(() => import('../pages/login-page'));
const SnsLoginPage = lazy(() => import('../pages/sns-login-page'));
const CreateAccountPage = lazy(() => import('../pages/create-account-page'));
const RecoverPasswordPage = lazy(() => import('../pages/recover-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page'));
const VerifyUserCallbackPage = lazy(() => import('../pages/verify-user-callback-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));
// Signed-in and seller areas: placeholders until their issues, guarded already.
const CartPage = lazy(() => import('../pages/cart-page'));
const BuyEmoneyPage = lazy(() => import('../pages/buy-emoney-page'));
const CashOutPage = lazy(() => import('../pages/cash-out-page'));
const RemoveAccountPage = lazy(() => import('../pages/remove-account-page'));
const BecomeSellerPage = lazy(() => import('../pages/become-seller-page'));
const MyProfilePage = lazy(() => import('../pages/my-profile-page'));
const MyOrdersPage = lazy(() => import('../pages/my-orders-page'));
const MyExpensesPage = lazy(() => import('../pages/my-expenses-page'));
const SellerHomePage = lazy(() => import('../pages/seller-home-page'));

/** A page's error boundary (reset on navigation) and its loading placeholder. */
function PageFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function SiteRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>

      <Route path="/subscriptions">
        <PostListPage postType="SUBSCRIPTION" />
      </Route>
      <Route path="/ecoupons">
        <PostListPage postType="COUPON" />
      </Route>
      <Route path="/digital-codes">
        <PostListPage postType="CODE" />
      </Route>
      <Route path="/subscriptions/:postSeq">
        {(params) => <PostDetailPage postType="SUBSCRIPTION" postSeq={params.postSeq} />}
      </Route>
      <Route path="/ecoupons/:postSeq">
        {(params) => <PostDetailPage postType="COUPON" postSeq={params.postSeq} />}
      </Route>
      <Route path="/digital-codes/:postSeq">
        {(params) => <PostDetailPage postType="CODE" postSeq={params.postSeq} />}
      </Route>

      <Route path="/search/:keyword">
        <SearchPage />
      </Route>
      <Route path="/stores/:sellerSeq">
        <StorePage />
      </Route>
      <Route path="/stores/:sellerSeq/stats">
        <StoreStatsPage />
      </Route>
      <Route path="/stores/:sellerSeq/reviews">
        <StoreReviewsPage />
      </Route>

      <Route path="/notices">
        <NoticesPage />
      </Route>
      <Route path="/faq">
        <FaqPage />
      </Route>
      <Route path="/our-services">
        <OurServicesPage />
      </Route>
      <Route path="/terms/terms-of-use">
        <TermsPage termsType="GENERAL" />
      </Route>
      <Route path="/terms/privacy-policy">
        <TermsPage termsType="PRIVACY" />
      </Route>
      <Route path="/contact/business">
        <ContactBusinessPage />
      </Route>

      <Route path="/login">
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </Route>
      <Route path="/login/naver">
        <GuestOnly>
          <SnsLoginPage provider="NAVER" />
        </GuestOnly>
      </Route>
      <Route path="/login/kakao">
        <GuestOnly>
          <SnsLoginPage provider="KAKAO" />
        </GuestOnly>
      </Route>
      <Route path="/create-account">
        <GuestOnly>
          <CreateAccountPage />
        </GuestOnly>
      </Route>
      <Route path="/recover-password">
        <RecoverPasswordPage />
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>

      <Route path="/cart">
        <RequireAuth>
          <CartPage />
        </RequireAuth>
      </Route>
      <Route path="/buy-emoney">
        <RequireAuth>
          <BuyEmoneyPage />
        </RequireAuth>
      </Route>
      <Route path="/cash-out">
        <RequireAuth>
          <CashOutPage />
        </RequireAuth>
      </Route>
      <Route path="/remove-account">
        <RequireAuth>
          <RemoveAccountPage />
        </RequireAuth>
      </Route>
      <Route path="/become-seller">
        <RequireAuth>
          <BecomeSellerPage />
        </RequireAuth>
      </Route>
      <Route path="/my/profile">
        <RequireAuth>
          <MyProfilePage />
        </RequireAuth>
      </Route>
      <Route path="/my/orders">
        <RequireAuth>
          <MyOrdersPage />
        </RequireAuth>
      </Route>
      <Route path="/my/expenses">
        <RequireAuth>
          <MyExpensesPage />
        </RequireAuth>
      </Route>

      <Route path="/seller">
        <RequireSeller>
          <SellerHomePage />
        </RequireSeller>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** The whole app's routes: the identity-verification callback alone, everything else in the layout. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/verify-user/callback">
        <PageFrame>
          <VerifyUserCallbackPage />
        </PageFrame>
      </Route>
      <Route>
        <AppLayout>
          <PageFrame>
            <SiteRoutes />
          </PageFrame>
        </AppLayout>
      </Route>
    </Switch>
  );
}
