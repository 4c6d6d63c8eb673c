import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { serveApi } from '@test/serve-api';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { wireUser } from '@test/wire-data';
import { changeLocale } from '@/lib/i18n/i18n';
import { storageKeys } from '@/lib/browser/storage';
import { AppRoutes } from '../app/router';
import LoginPage from './login-page';

serveApi(
  shellRoutes({
    'POST /api/auth': (request) => {
      const { password } = request.body as { password: string };
      return password === 'Passw0rd!'
        ? ok({ token: { value: 'fresh-token', validUntil: null }, user: wireUser() })
        : fail('INVALID_CREDENTIALS', 'Wrong e-mail or password');
    },
  }),
);

describe('LoginPage', () => {
  it("shows domain's validation messages translated, following the language", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: '로그인' }); // the form is a lazy part
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeVisible();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'not-an-email');
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeVisible();

    await changeLocale('en');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
  });

  it('signs in, keeps the token 90 days with stay-logged-in, and returns to redirect', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<LoginPage />, { path: '/login?redirect=%2Fcart%3Fx%3D1' });
    await screen.findByRole('button', { name: '로그인' }); // the form is a lazy part
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'buyer@example.com');
    await user.type(screen.getByLabelText(/비밀번호/, { selector: 'input' }), 'Passw0rd!');
    await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(view.currentAddress()).toBe('/cart?x=1'));
    const stored = JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as {
      token: string;
      validUntil: string;
    };
    expect(stored.token).toBe('fresh-token');
    const days = (Date.parse(stored.validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('ignores a redirect to another site and goes to the main page', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<LoginPage />, {
      path: '/login?redirect=https%3A%2F%2Fevil.example',
    });
    await screen.findByRole('button', { name: '로그인' }); // the form is a lazy part
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'buyer@example.com');
    await user.type(screen.getByLabelText(/비밀번호/, { selector: 'input' }), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
  });

  it('shows the login-failed toast when the server refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: '로그인' }); // the form is a lazy part
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'buyer@example.com');
    await user.type(screen.getByLabelText(/비밀번호/, { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('로그인에 실패했습니다.')).toBeVisible();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('links to account creation (carrying redirect) and password recovery', async () => {
    renderWithProviders(<LoginPage />, { path: '/login?redirect=%2Fcart' });
    await screen.findByRole('button', { name: '로그인' }); // the form is a lazy part
    expect(screen.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/create-account?redirect=%2Fcart',
    );
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
  });

  it('offers Naver and Kakao through the simulated provider in development', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: '로그인' }); // the form is a lazy part
    expect(screen.getByRole('link', { name: '네이버로 로그인' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\/naver\?code=naver-dev&state=[0-9a-f]{32}$/) as string,
    );
    expect(screen.getByRole('link', { name: '카카오로 로그인' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\/kakao\?code=kakao-dev&state=/) as string,
    );
  });

  it('sends a signed-in user to /', async () => {
    const view = renderWithProviders(<AppRoutes />, { path: '/login', token: 'member' });
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
  });
});
