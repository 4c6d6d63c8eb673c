import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireUser } from '@test/wire-data';
import { BecomeSellerForm } from './BecomeSellerForm';

let verified = true;

const api = serveApi(
  shellRoutes({
    'POST /api/account/seller': () =>
      verified ? ok(wireUser({ roles: ['MEMBER', 'SELLER'] })) : fail('IDENTITY_NOT_VERIFIED'),
  }),
);

describe('BecomeSellerForm', () => {
  it('sends nothing until the seller terms are agreed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BecomeSellerForm />, { token: 'member', path: '/become-seller' });
    await user.click(screen.getByRole('button', { name: '판매자로 전환' }));
    expect(await screen.findByText('필수 항목에 동의해 주세요.')).toBeVisible();
    expect(api.calls('/api/account/seller')).toHaveLength(0);
  });

  it('names the missing verification when the server refuses', async () => {
    verified = false;
    const user = userEvent.setup();
    const { currentAddress } = renderWithProviders(<BecomeSellerForm />, {
      token: 'member',
      path: '/become-seller',
    });
    await user.click(screen.getByRole('checkbox', { name: '판매자 이용약관에 동의합니다.' }));
    await user.click(screen.getByRole('button', { name: '판매자로 전환' }));
    expect(await screen.findByText('본인 인증을 먼저 완료해 주세요.')).toBeVisible();
    expect(await screen.findByText('처리 중 오류가 발생했습니다.')).toBeVisible();
    expect(currentAddress()).toBe('/become-seller');
  });

  it('sends the agreement and the intro, then opens the seller console', async () => {
    verified = true;
    const user = userEvent.setup();
    const { currentAddress } = renderWithProviders(<BecomeSellerForm />, {
      token: 'member',
      path: '/become-seller',
    });
    await user.type(screen.getByRole('textbox', { name: /판매자 소개/ }), '정직한 가격');
    await user.click(screen.getByRole('checkbox', { name: '판매자 이용약관에 동의합니다.' }));
    await user.click(screen.getByRole('button', { name: '판매자로 전환' }));
    await expect.poll(currentAddress).toBe('/seller');
    expect(api.calls('/api/account/seller')[0]?.body).toEqual({
      sellerTermsAgreed: true,
      intro: '정직한 가격',
    });
  });
});
