import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { AppRoutes } from '../app/router';
import { authRoutes } from '../features/auth/test/auth-server';
import { saveIdentityReturn } from '../features/auth/utils/identity-return';
import { changeLocale } from '@/lib/i18n/i18n';
import VerifyUserCallbackPage from './verify-user-callback-page';

const api = serveApi(
  authRoutes({
    'POST /api/auth/identity/callback': ({ body, headers }) => {
      if (!headers.api_key) return fail('UNAUTHENTICATED', 'Sign in first');
      const { integrityValue } = body as { integrityValue: string };
      if (integrityValue === 'already') {
        return fail('IDENTITY_ALREADY_VERIFIED', 'Your identity is verified already');
      }
      return integrityValue === 'signed'
        ? ok({ verified: true, verifiedAt: '2026-03-02 10:00:00' })
        : fail('VERIFICATION_FAILED', 'The verification could not be confirmed');
    },
  }),
);

const callbacks = () => api.calls('/api/auth/identity/callback');
const address = (integrity: string) =>
  `/verify-user/callback?enc_data=ENC&integrity_value=${integrity}&token_version_id=TV1`;

describe('/verify-user/callback', () => {
  it('is rendered without the header and footer, as its own main', async () => {
    renderWithProviders(<AppRoutes />, { path: '/verify-user/callback', token: 'member' });
    // Through the router: the lazy page may take a while on shared cores.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: '본인 인증' },
      { timeout: 10_000 },
    );
    expect(heading).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each([
    ['all three missing', '/verify-user/callback'],
    ['enc_data missing', '/verify-user/callback?integrity_value=signed&token_version_id=TV1'],
    ['integrity_value missing', '/verify-user/callback?enc_data=ENC&token_version_id=TV1'],
    ['token_version_id missing', '/verify-user/callback?enc_data=ENC&integrity_value=signed'],
  ])('shows an error state with a retry link when %s', (_, path) => {
    renderWithProviders(<VerifyUserCallbackPage />, { path, token: 'member' });
    expect(screen.getByRole('alert')).toHaveTextContent('인증 결과를 받지 못했습니다');
    expect(screen.getByRole('link', { name: '다시 인증하기' })).toHaveAttribute(
      'href',
      '/checkout/verify-identity',
    );
    expect(callbacks()).toHaveLength(0);
  });

  it('sends the values once and continues where the member was going', async () => {
    saveIdentityReturn({ returnTo: '/checkout?items=1,2', startPath: '/checkout/verify-identity' });
    const view = renderWithProviders(<VerifyUserCallbackPage />, {
      path: address('signed'),
      token: 'member',
    });
    expect(screen.getByRole('status')).toHaveTextContent('본인 인증 결과를 확인하는 중…');
    await waitFor(() => expect(view.currentAddress()).toBe('/checkout?items=1,2'));
    expect(callbacks().map((request) => request.body)).toEqual([
      { encData: 'ENC', integrityValue: 'signed', tokenVersionId: 'TV1' },
    ]);
    expect(await screen.findByText('본인 인증을 마쳤습니다.')).toBeVisible();
    expect(sessionStorage.getItem('market.identityVerification')).toBeNull();
  });

  it('goes to / when nothing says where the member was going', async () => {
    const view = renderWithProviders(<VerifyUserCallbackPage />, {
      path: address('signed'),
      token: 'member',
    });
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
  });

  it('continues as well when the member is verified already', async () => {
    saveIdentityReturn({ returnTo: '/cash-out', startPath: '/checkout/verify-identity' });
    const view = renderWithProviders(<VerifyUserCallbackPage />, {
      path: address('already'),
      token: 'member',
    });
    await waitFor(() => expect(view.currentAddress()).toBe('/cash-out'));
  });

  it("shows 'verification failed' with a retry link when the provider's values are refused", async () => {
    saveIdentityReturn({ returnTo: '/checkout', startPath: '/checkout/verify-identity?items=3' });
    const view = renderWithProviders(<VerifyUserCallbackPage />, {
      path: address('tampered'),
      token: 'member',
    });
    expect(await screen.findByText('인증에 실패했습니다.')).toBeVisible();
    expect(
      screen.getByText('인증 정보가 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '다시 인증하기' })).toHaveAttribute(
      'href',
      '/checkout/verify-identity?items=3',
    );
    expect(view.currentAddress()).toBe(address('tampered'));
  });

  it('sends a guest to sign in first and back here', async () => {
    const view = renderWithProviders(<VerifyUserCallbackPage />, { path: address('signed') });
    await waitFor(() =>
      expect(view.currentAddress()).toBe(
        `/login?redirect=${encodeURIComponent(address('signed'))}`,
      ),
    );
    expect(callbacks()).toHaveLength(0);
  });

  it('speaks English too', async () => {
    await changeLocale('en');
    renderWithProviders(<VerifyUserCallbackPage />, { path: '/verify-user/callback' });
    expect(screen.getByRole('alert')).toHaveTextContent('No verification result received');
    expect(screen.getByRole('link', { name: 'Verify again' })).toBeVisible();
  });
});
