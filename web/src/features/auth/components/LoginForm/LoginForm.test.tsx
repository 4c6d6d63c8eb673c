import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/render';
import { storageKeys } from '@/lib/browser/storage';
import { OFFICIAL_AUTHORIZE_URLS } from '@/features/auth/utils/sns-providers';
import { readPendingSnsSignIn } from '@/features/auth/utils/sns-sign-in-state';
import { LoginForm } from './LoginForm';

afterEach(() => sessionStorage.clear());

describe('LoginForm', () => {
  it('shows no SNS buttons (nor their divider) when no provider is available', () => {
    renderWithProviders(<LoginForm snsModes={{ NAVER: null, KAKAO: null }} />);
    expect(screen.queryByRole('link', { name: /네이버|카카오/ })).toBeNull();
    expect(screen.queryByText('또는')).toBeNull();
  });

  it('sends Naver to the real provider when configured, remembering state, redirect and stay-logged-in', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoginForm
        redirect="/cart"
        snsModes={{
          NAVER: {
            kind: 'oauth',
            clientId: 'naver-app',
            authorizeUrl: OFFICIAL_AUTHORIZE_URLS.NAVER,
          },
          KAKAO: null,
        }}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    const naver = screen.getByRole('link', { name: '네이버로 로그인' });
    const url = new URL(naver.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe(OFFICIAL_AUTHORIZE_URLS.NAVER);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login/naver`);
    expect(screen.queryByRole('link', { name: '카카오로 로그인' })).toBeNull();
    // No development note for a real provider.
    expect(screen.queryByText(/naver-dev/)).toBeNull();

    // The test must not leave for the provider's site (happy-dom would load it); the click still
    // records the sign-in first.
    naver.addEventListener('click', (event) => event.preventDefault());
    await user.click(naver);
    expect(readPendingSnsSignIn()).toEqual({
      provider: 'NAVER',
      state: url.searchParams.get('state'),
      redirect: '/cart',
      stayLoggedIn: true,
    });
    expect(sessionStorage.getItem(storageKeys.snsSignIn)).not.toBeNull();
  });
});
