import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { AppRoutes } from '../app/router';
import { authRoutes, session } from '../features/auth/test/auth-server';
import { changeLocale } from '@/lib/i18n/i18n';
import { storageKeys } from '@/lib/browser/storage';
import SnsLoginPage from './sns-login-page';

const api = serveApi(
  authRoutes({
    'POST /api/auth/sns': ({ body }) => {
      const { provider, code } = body as { provider: string; code: string };
      return code.startsWith(`${provider.toLowerCase()}-`)
        ? ok(session({ nickname: 'Naver12' }, `sns-${code}`))
        : fail('SNS_CODE_INVALID', 'The code is not valid');
    },
  }),
);

const exchanges = () => api.calls('/api/auth/sns');

function storedSession() {
  return JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as {
    token: string;
    validUntil: string | null;
  } | null;
}

describe('Naver and Kakao sign-in', () => {
  // The whole app with its lazy pages: slow on shared cores, so longer limits.
  it(
    'goes from the sign-in button through the simulated provider and back to where the member was',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const view = renderWithProviders(<AppRoutes />, { path: '/login?redirect=%2Fcart' });
      const slow = { timeout: 10_000 };
      await user.click(await screen.findByRole('checkbox', { name: '로그인 상태 유지' }, slow));
      await user.click(screen.getByRole('link', { name: '네이버로 로그인' }));

      await waitFor(() => expect(view.currentAddress()).toBe('/cart'), slow);
      // The callback replaced itself with the destination: Back does not replay the code.
      expect(view.history).toEqual(['/login?redirect=%2Fcart', '/cart']);
      expect(exchanges().map((request) => request.body)).toEqual([
        { provider: 'NAVER', code: 'naver-dev' },
      ]);
      const stored = storedSession();
      expect(stored?.token).toBe('sns-naver-dev');
      // Stay-logged-in on the sign-in page carries through the provider: 90 days.
      expect(Date.parse(stored?.validUntil ?? '') - Date.now()).toBeGreaterThan(89 * 86_400_000);
      expect(sessionStorage.getItem(storageKeys.snsSignIn)).toBeNull();
    },
  );

  it('exchanges a code without state once and goes to the main page', async () => {
    const view = renderWithProviders(<SnsLoginPage provider="KAKAO" />, {
      path: '/login/kakao?code=kakao-alice',
    });
    expect(screen.getByRole('status')).toHaveTextContent('카카오 계정으로 로그인하는 중…');
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
    expect(exchanges()).toHaveLength(1);
    expect(storedSession()).toEqual({ token: 'sns-kakao-alice', validUntil: null });
  });

  it('shows an error with the way back to /login when the code is missing', async () => {
    renderWithProviders(<SnsLoginPage provider="NAVER" />, { path: '/login/naver' });
    expect(screen.getByRole('heading', { level: 1, name: '소셜 로그인' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 정보를 받지 못했습니다');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '네이버에서 돌아온 주소에 인증 코드가 없습니다',
    );
    expect(screen.getByRole('link', { name: '로그인 페이지로 돌아가기' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(exchanges()).toHaveLength(0);
  });

  it('refuses a state this tab did not send, without sending the code', async () => {
    renderWithProviders(<SnsLoginPage provider="NAVER" />, {
      path: '/login/naver?code=naver-1&state=forged',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 요청을 확인할 수 없습니다');
    expect(exchanges()).toHaveLength(0);
    expect(storedSession()).toBeNull();
  });

  it('shows the login-failed toast and an error state when the provider code is refused', async () => {
    renderWithProviders(<SnsLoginPage provider="KAKAO" />, { path: '/login/kakao?code=naver-1' });
    expect(await screen.findByText('로그인에 실패했습니다.')).toBeVisible();
    expect(screen.getByText(/카카오 인증이 만료되었거나 올바르지 않습니다/)).toBeVisible();
    expect(screen.getByRole('link', { name: '로그인 페이지로 돌아가기' })).toBeVisible();
    expect(storedSession()).toBeNull();
  });

  it('speaks English too', async () => {
    await changeLocale('en');
    renderWithProviders(<SnsLoginPage provider="NAVER" />, { path: '/login/naver' });
    expect(screen.getByRole('alert')).toHaveTextContent('No sign-in details received');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  });

  it('sends a signed-in user to / without exchanging the code', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      path: '/login/naver?code=naver-1',
      token: 'member',
    });
    await waitFor(() => expect(view.currentAddress()).toBe('/'));
    expect(exchanges()).toHaveLength(0);
  });
});
