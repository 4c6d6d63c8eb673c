import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { AppRoutes } from '../app/router';
import { authRoutes } from '../features/auth/test/auth-server';
import CreateAccountPage from './create-account-page';

serveApi(authRoutes());

describe('/create-account', () => {
  it('prefills the referral code from ?referrer=', async () => {
    renderWithProviders(<CreateAccountPage />, { path: '/create-account?referrer=SKY7' });
    expect(screen.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    // The form is a lazy part: it arrives after the page's heading.
    expect(await screen.findByRole('textbox', { name: '추천인 코드 (선택)' })).toHaveValue('SKY7');
  });

  it('links to sign-in, carrying where the member was going', () => {
    renderWithProviders(<CreateAccountPage />, { path: '/create-account?redirect=%2Fcart' });
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart',
    );
  });

  it('sends a signed-in user to /', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      path: '/create-account?referrer=SKY7',
      token: 'member',
    });
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
  });
});
