import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type ReplyTo } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireUser } from '@test/wire-data';
import {
  GuestOnly,
  RequireAuth,
  RequireMember,
  RequireSeller,
  RequireUnverified,
  RequireVerified,
} from './guards';
import { AppRoutes } from './router';

let me: () => ReplyTo<'GET /api/account/me'> = () => ok(wireUser());

serveApi(shellRoutes({ 'GET /api/account/me': () => me() }));
afterEach(() => {
  me = () => ok(wireUser());
});

const Secret = () => <p>secret page</p>;

describe('RequireAuth', () => {
  it('sends a guest to /login with the current address (path and query) as redirect', async () => {
    const view = renderWithProviders(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { path: '/my/orders?page=2&type=ecoupon' },
    );
    await waitFor(() =>
      expect(view.currentAddress()).toBe(
        '/login?redirect=%2Fmy%2Forders%3Fpage%3D2%26type%3Decoupon',
      ),
    );
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in member', () => {
    renderWithProviders(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { path: '/cart', token: 'member' },
    );
    expect(screen.getByText('secret page')).toBeVisible();
  });
});

describe('GuestOnly', () => {
  it('sends a signed-in user to /', async () => {
    const view = renderWithProviders(
      <GuestOnly>
        <p>sign-in form</p>
      </GuestOnly>,
      { path: '/login', token: 'member' },
    );
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
  });

  it('shows the page to a guest', () => {
    renderWithProviders(
      <GuestOnly>
        <p>sign-in form</p>
      </GuestOnly>,
      { path: '/login' },
    );
    expect(screen.getByText('sign-in form')).toBeVisible();
  });
});

describe('RequireSeller', () => {
  const seller = (
    <RequireSeller>
      <p>seller console</p>
    </RequireSeller>
  );

  it('sends a member who is not a seller to /become-seller', async () => {
    const view = renderWithProviders(seller, { path: '/seller', token: 'member' });
    await waitFor(() => expect(view.currentAddress()).toBe('/become-seller'));
  });

  it('shows the console to a seller', async () => {
    me = () => ok(wireUser({ roles: ['MEMBER', 'SELLER'] }));
    renderWithProviders(seller, { path: '/seller', token: 'seller' });
    expect(await screen.findByText('seller console')).toBeVisible();
  });

  it('sends a guest to sign in first', async () => {
    const view = renderWithProviders(seller, { path: '/seller' });
    await waitFor(() => expect(view.currentAddress()).toBe('/login?redirect=%2Fseller'));
  });
});

describe('RequireVerified (checkout)', () => {
  const checkout = (
    <RequireVerified>
      <p>checkout</p>
    </RequireVerified>
  );

  it('sends an unverified member to identity verification, to come back with the same items', async () => {
    me = () => ok(wireUser({ verified: false }));
    const view = renderWithProviders(checkout, { path: '/checkout?items=3,4', token: 'member' });
    await waitFor(() =>
      expect(view.currentAddress()).toBe(
        '/checkout/verify-identity?redirect=%2Fcheckout%3Fitems%3D3%2C4',
      ),
    );
  });

  it('shows checkout to a verified member', async () => {
    me = () => ok(wireUser({ verified: true }));
    renderWithProviders(checkout, { path: '/checkout?items=3', token: 'member' });
    expect(await screen.findByText('checkout')).toBeVisible();
  });
});

describe('RequireUnverified (identity verification of checkout)', () => {
  const verification = (
    <RequireUnverified>
      <p>verify</p>
    </RequireUnverified>
  );

  it('sends a verified member to the main page', async () => {
    me = () => ok(wireUser({ verified: true }));
    const view = renderWithProviders(verification, {
      path: '/checkout/verify-identity',
      token: 'member',
    });
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
  });

  it('shows the verification to a member who has not verified', async () => {
    me = () => ok(wireUser({ verified: false }));
    renderWithProviders(verification, { path: '/checkout/verify-identity', token: 'member' });
    expect(await screen.findByText('verify')).toBeVisible();
  });
});

describe('RequireMember (becoming a seller)', () => {
  it('sends a seller to the main page, and shows the page to a member', async () => {
    me = () => ok(wireUser({ roles: ['MEMBER', 'SELLER'] }));
    const page = (
      <RequireMember>
        <p>become a seller</p>
      </RequireMember>
    );
    const view = renderWithProviders(page, { path: '/become-seller', token: 'seller' });
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
    view.unmount();

    me = () => ok(wireUser({ roles: ['MEMBER'] }));
    renderWithProviders(page, { path: '/become-seller', token: 'member' });
    expect(await screen.findByText('become a seller')).toBeVisible();
  });
});

describe('router', () => {
  it('shows the not-found page with a link to the main page for an unknown address', async () => {
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '메인 페이지로 가기' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('shows the seller console in its own frame: its logo, navigation and no site footer', async () => {
    me = () => ok(wireUser({ roles: ['MEMBER', 'SELLER'] }));
    renderWithProviders(<AppRoutes />, { path: '/seller/no-such-page', token: 'seller' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '마켓 판매자 센터' })).toHaveAttribute(
      'href',
      '/seller',
    );
    expect(screen.getByRole('navigation', { name: '판매자 센터 메뉴' })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders the identity-verification callback without header or footer', async () => {
    renderWithProviders(<AppRoutes />, { path: '/verify-user/callback' });
    expect(await screen.findByRole('heading', { level: 1, name: '본인 인증' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('signs out and sends to /login?redirect=… when the server answers 401 to the stored token', async () => {
    me = () => fail('TOKEN_EXPIRED', 'Session expired');
    const view = renderWithProviders(<AppRoutes />, { path: '/faq?page=3', token: 'expired' });
    await waitFor(() => expect(view.currentAddress()).toBe('/login?redirect=%2Ffaq%3Fpage%3D3'));
    expect(localStorage.getItem('market.session')).toBeNull();
  });
});
