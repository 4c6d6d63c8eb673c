import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@test/serve-api';
import { renderWithProviders } from '@test/render';
import { authRoutes } from '../features/auth/test/auth-server';
import { changeLocale } from '@/lib/i18n/i18n';
import RecoverPasswordPage from './recover-password-page';

const api = serveApi(authRoutes());

async function expectMessage(input: HTMLElement, message: string) {
  await waitFor(() =>
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string),
  );
}

describe('/recover-password', () => {
  const emailInput = (name = '이메일') => screen.getByRole('textbox', { name });

  it('checks the e-mail with the messages of SPEC §5, in ko and en', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecoverPasswordPage />, { path: '/recover-password' });
    await screen.findByRole('button', { name: '재설정 링크 받기' }); // the form is a lazy part
    await user.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    await expectMessage(emailInput(), '이메일을 입력해 주세요.');
    await user.type(emailInput(), 'nope');
    await expectMessage(emailInput(), '이메일 형식이 올바르지 않습니다.');
    await changeLocale('en');
    await expectMessage(emailInput('E-mail'), 'Enter a valid e-mail address.');
    expect(api.calls('/api/auth/password/recovery')).toHaveLength(0);
  });

  it('says a link was sent if the address has an account, and can start over', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecoverPasswordPage />, { path: '/recover-password' });
    await screen.findByRole('button', { name: '재설정 링크 받기' }); // the form is a lazy part
    await user.type(emailInput(), ' buyer@example.com ');
    await user.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('메일을 확인해 주세요');
    expect(status).toHaveTextContent('buyer@example.com(으)로 가입한 계정이 있다면');
    expect(api.calls('/api/auth/password/recovery')[0]?.body).toEqual({
      email: 'buyer@example.com',
    });
    expect(screen.getByText(/GET \/__mock\/outbox/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '다른 이메일로 받기' }));
    expect(emailInput()).toHaveValue('');
  });

  it("shows the 'send verification e-mail failed' toast, and asking too often on the field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecoverPasswordPage />, { path: '/recover-password' });
    await screen.findByRole('button', { name: '재설정 링크 받기' }); // the form is a lazy part
    await user.type(emailInput(), 'busy@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByText('인증 메일을 보내지 못했습니다.')).toBeVisible();
    await expectMessage(emailInput(), '요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.');
    expect(screen.queryByText('메일을 확인해 주세요')).toBeNull();
  });
});
