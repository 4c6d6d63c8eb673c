import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { authRoutes, RESET_CODE } from '../features/auth/test/auth-server';
import { storageKeys } from '@/lib/browser/storage';
import ResetPasswordPage from './reset-password-page';

const api = serveApi(authRoutes());

async function expectMessage(input: HTMLElement, message: string) {
  await waitFor(() =>
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string),
  );
}

describe('/reset-password', () => {
  const password = () => screen.getByLabelText(/^새 비밀번호\s*\*?$/, { selector: 'input' });
  const repeat = () => screen.getByLabelText(/^새 비밀번호 확인\s*\*?$/, { selector: 'input' });

  async function submit(user: UserEvent, first: string, second: string) {
    await screen.findByRole('button', { name: '비밀번호 변경' }); // the form is a lazy part
    await user.type(password(), first);
    await user.type(repeat(), second);
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  }

  it('shows an error state with a way to a new link when the code is missing', () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('재설정 링크가 올바르지 않습니다');
    expect(screen.getByRole('link', { name: '새 링크 요청하기' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
  });

  it('checks the new password with the messages of SPEC §5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { path: `/reset-password?code=${RESET_CODE}` });
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    await expectMessage(password(), '비밀번호를 입력해 주세요.');
    await expectMessage(repeat(), '비밀번호를 입력해 주세요.');
    await submit(user, 'short', 'short');
    await expectMessage(password(), '비밀번호는 8자 이상이어야 합니다.');
    await user.clear(password());
    await user.clear(repeat());
    await submit(user, 'Passw0rd!', 'Passw0rd?');
    await expectMessage(repeat(), '비밀번호가 일치하지 않습니다.');
    expect(api.calls('/api/auth/password/reset')).toHaveLength(0);
  });

  it('sets the new password, signs this browser out and goes to sign in', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<ResetPasswordPage />, {
      path: `/reset-password?code=${RESET_CODE}`,
      token: 'old-session',
    });
    await submit(user, 'NewPassw0rd!', 'NewPassw0rd!');
    await waitFor(() => expect(view.currentAddress()).toBe('/login'));
    expect(api.calls('/api/auth/password/reset')[0]?.body).toEqual({
      code: RESET_CODE,
      password: 'NewPassw0rd!',
    });
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(
      await screen.findByText('비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.'),
    ).toBeVisible();
  });

  it('offers a new link when the code has expired or was used', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<ResetPasswordPage />, {
      path: '/reset-password?code=used-code',
    });
    await submit(user, 'NewPassw0rd!', 'NewPassw0rd!');
    expect(
      await screen.findByText(
        '이 링크는 만료되었거나 이미 사용되었습니다. 새 링크를 요청해 주세요.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '새 링크 요청하기' })).toBeVisible();
    expect(view.currentAddress()).toBe('/reset-password?code=used-code');
  });
});
