import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES } from '@market/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { created, fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireUser } from '@test/wire-data';
import { ProfileImageForm } from './ProfileImageForm';

const uploaded = 'https://cdn.example.com/u/7.png';
let refuse = false;
let refuseUpload = false;

const api = serveApi(
  shellRoutes({
    'POST /api/upload/image': () =>
      refuseUpload ? fail('INTERNAL_ERROR') : created({ url: uploaded }),
    'PUT /api/account/profile-image': (request) =>
      refuse
        ? fail('INTERNAL_ERROR')
        : ok(wireUser(request.body as { profileImageUrl: string | null })),
  }),
);

// One object URL for every preview, which the tests look for (the browser's are random).
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes: number, name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ProfileImageForm', () => {
  it('refuses another type or a file over the size bound, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfileImageForm user={wireUser()} />, { token: 'member' });
    await user.upload(fileInput(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/형식만 올릴 수 있습니다/)).toBeVisible();
    expect(screen.getByRole('button', { name: '사진 저장' })).toBeDisabled();

    await user.upload(fileInput(), png(IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText(/MB 이하만 올릴 수 있습니다/)).toBeVisible();
    expect(screen.getByRole('button', { name: '사진 저장' })).toBeDisabled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('previews the chosen image, uploads it and saves its address', async () => {
    refuse = false;
    const user = userEvent.setup();
    renderWithProviders(<ProfileImageForm user={wireUser()} />, { token: 'member' });
    expect(screen.getByText('프로필 사진이 없습니다.')).toBeVisible();
    await user.upload(fileInput(), png(3));
    expect(await screen.findByRole('img', { name: '프로필 사진' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: '사진 저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeVisible();
    expect(api.calls('/api/upload/image')[0]?.body).toEqual({
      fileName: 'me.png',
      contentType: 'image/png',
      dataBase64: 'AAAA',
    });
    expect(api.calls('/api/account/profile-image')[0]?.body).toEqual({
      profileImageUrl: uploaded,
    });
  });

  it('shows the profile-image toast when the upload fails, saves nothing and keeps the file', async () => {
    refuseUpload = true;
    const user = userEvent.setup();
    renderWithProviders(<ProfileImageForm user={wireUser()} />, { token: 'member' });
    await user.upload(fileInput(), png(3));
    await user.click(screen.getByRole('button', { name: '사진 저장' }));
    expect(await screen.findByText('프로필 사진을 변경하지 못했습니다.')).toBeVisible();
    expect(screen.queryByText('사진을 올리지 못했습니다.')).toBeNull();
    expect(api.calls('/api/account/profile-image')).toHaveLength(0);
    expect(screen.getByRole('img', { name: '프로필 사진' })).toHaveAttribute('src', 'blob:preview');
    refuseUpload = false;
  });

  it('removes the current image; a failure shows the profile-image toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileImageForm user={wireUser({ profileImageUrl: uploaded })} />, {
      token: 'member',
    });
    expect(screen.getByRole('img', { name: '프로필 사진' })).toHaveAttribute('src', uploaded);
    refuse = true;
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(await screen.findByText('프로필 사진을 변경하지 못했습니다.')).toBeVisible();
    refuse = false;
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(await screen.findByText('저장되었습니다.')).toBeVisible();
    expect(api.calls('/api/account/profile-image').map((request) => request.body)).toEqual([
      { profileImageUrl: null },
      { profileImageUrl: null },
    ]);
  });
});
