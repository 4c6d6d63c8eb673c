import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireUser } from '@test/wire-data';
import { CountriesForm, NewsletterForm, NicknameForm, PasswordForm } from './ProfileForms';

let refuse = false;

const api = serveApi(
  shellRoutes({
    'PUT /api/account/nickname': (request) => {
      const { nickname } = request.body as { nickname: string };
      return nickname === 'taken1' ? fail('NICKNAME_TAKEN') : ok(wireUser({ nickname }));
    },
    'PUT /api/account/password': () => fail('CURRENT_PASSWORD_WRONG'),
    'PUT /api/account/country': (request) =>
      refuse ? fail('INTERNAL_ERROR') : ok(wireUser(request.body as { countries: string[] })),
    'PUT /api/account/newsletter': (request) =>
      refuse ? fail('INTERNAL_ERROR') : ok(wireUser(request.body as { newsletter: boolean })),
  }),
);

describe('NicknameForm', () => {
  it('sends nothing while the nickname is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NicknameForm user={wireUser()} />, { token: 'member' });
    await user.clear(screen.getByRole('textbox', { name: '닉네임' }));
    await user.click(screen.getByRole('button', { name: '닉네임 저장' }));
    expect(await screen.findByText('닉네임을 입력해 주세요.')).toBeVisible();
    expect(api.calls('/api/account/nickname')).toHaveLength(0);
  });

  it('saves a new nickname, and shows the nickname toast when the server refuses one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NicknameForm user={wireUser()} />, { token: 'member' });
    const box = screen.getByRole('textbox', { name: '닉네임' });
    await user.clear(box);
    await user.type(box, '새하늘');
    await user.click(screen.getByRole('button', { name: '닉네임 저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeVisible();
    expect(api.calls('/api/account/nickname')[0]?.body).toEqual({ nickname: '새하늘' });

    await user.clear(box);
    await user.type(box, 'taken1');
    await user.click(screen.getByRole('button', { name: '닉네임 저장' }));
    expect(await screen.findByText('닉네임을 변경하지 못했습니다.')).toBeVisible();
  });
});

describe('PasswordForm', () => {
  it('checks the repeat on the client and sends only the current and new passwords', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm />, { token: 'member' });
    const section = screen.getByRole('region', { name: '비밀번호' });
    await user.type(within(section).getByLabelText('현재 비밀번호'), 'Passw0rd!');
    await user.type(within(section).getByLabelText('새 비밀번호'), 'N3wPassw0rd!');
    await user.type(within(section).getByLabelText('새 비밀번호 확인'), 'other-one1!');
    await user.click(within(section).getByRole('button', { name: '비밀번호 변경' }));
    expect(api.calls('/api/account/password')).toHaveLength(0);

    await user.clear(within(section).getByLabelText('새 비밀번호 확인'));
    await user.type(within(section).getByLabelText('새 비밀번호 확인'), 'N3wPassw0rd!');
    await user.click(within(section).getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호를 변경하지 못했습니다.')).toBeVisible();
    expect(api.calls('/api/account/password')[0]?.body).toEqual({
      currentPassword: 'Passw0rd!',
      newPassword: 'N3wPassw0rd!',
    });
  });
});

describe('CountriesForm', () => {
  it('takes at most five countries and sends them; a failure shows the country toast', async () => {
    refuse = false;
    const user = userEvent.setup();
    renderWithProviders(<CountriesForm user={wireUser({ countries: ['KR'] })} />, {
      token: 'member',
    });
    const picker = screen.getByLabelText('국가', { selector: 'input' });
    // The sixth (홍콩) is either not offered any more or not taken: the body proves which. Each is
    // found by typing its name, as among the ~250 countries of ISO 3166-1 a member would.
    for (const name of ['미국', '일본', '중국', '중화민국', '홍콩']) {
      await user.click(picker);
      fireEvent.change(picker, { target: { value: name } });
      const option = screen.queryByRole('option', { name });
      if (option) await user.click(option);
    }
    await user.click(screen.getByRole('button', { name: '국가 저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeVisible();
    expect(api.calls('/api/account/country')[0]?.body).toEqual({
      countries: ['KR', 'US', 'JP', 'CN', 'TW'],
    });

    refuse = true;
    await user.click(screen.getByRole('button', { name: '국가 저장' }));
    expect(await screen.findByText('국가를 변경하지 못했습니다.')).toBeVisible();
  });
});

describe('NewsletterForm', () => {
  it('saves the switch at once; a failure shows the newsletter toast', async () => {
    refuse = false;
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm user={wireUser({ newsletter: false })} />, {
      token: 'member',
    });
    await user.click(screen.getByRole('switch', { name: '뉴스레터와 혜택 소식 받기' }));
    expect(await screen.findByText('저장되었습니다.')).toBeVisible();
    expect(api.calls('/api/account/newsletter')[0]?.body).toEqual({ newsletter: true });

    refuse = true;
    await user.click(screen.getByRole('switch', { name: '뉴스레터와 혜택 소식 받기' }));
    expect(await screen.findByText('뉴스레터 설정을 변경하지 못했습니다.')).toBeVisible();
  });
});
