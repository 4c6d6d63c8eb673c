import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { RemoveAccountForm } from './RemoveAccountForm';

const api = serveApi(
  shellRoutes({
    'POST /api/account/remove': (request) =>
      (request.body as { password: string }).password === 'Passw0rd!'
        ? ok({ done: true })
        : fail('CURRENT_PASSWORD_WRONG'),
  }),
);

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByRole('textbox', { name: '탈퇴 사유' }), '쓰지 않아요');
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(
    screen.getByRole('checkbox', { name: '위 내용을 확인했으며 탈퇴에 동의합니다.' }),
  );
  await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
}

describe('RemoveAccountForm', () => {
  it('says what is kept, and sends nothing without agreement, reason and password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RemoveAccountForm />, { token: 'member' });
    expect(screen.getByText('주문 정보는 탈퇴 후 5년간 보관됩니다.')).toBeVisible();
    expect(screen.getByText('개인 정보는 탈퇴 후 6개월간 보관된 뒤 삭제됩니다.')).toBeVisible();
    const submit = screen.getByRole('button', { name: '회원 탈퇴' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);
    expect(await screen.findByText('사유를 입력해 주세요.')).toBeVisible();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('/api/account/remove')).toHaveLength(0);
  });

  it('asks once more; cancelling sends nothing, a wrong password gets the reason and the toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RemoveAccountForm />, { token: 'member' });
    await fill(user, 'wrong-one1!');
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    // A step that cannot be undone starts on its safe way out.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.calls('/api/account/remove')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('회원 탈퇴에 실패했습니다.')).toBeVisible();
    expect(screen.getByText('비밀번호가 맞지 않습니다.')).toBeVisible();
    expect(api.calls('/api/account/remove')[0]?.body).toEqual({
      reason: '쓰지 않아요',
      password: 'wrong-one1!',
    });
    expect(getSessionSnapshot()).not.toBeNull();
  });

  it('signs the member out once the account is removed', async () => {
    const user = userEvent.setup();
    const { currentAddress } = renderWithProviders(<RemoveAccountForm />, { token: 'member' });
    await fill(user, 'Passw0rd!');
    await user.click(await screen.findByRole('button', { name: '탈퇴하기' }));
    await expect.poll(currentAddress).toBe('/login');
    expect(getSessionSnapshot()).toBeNull();
  });
});
