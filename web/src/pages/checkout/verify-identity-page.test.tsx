import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import VerifyIdentityPage from './verify-identity-page';

const api = serveApi(
  shellRoutes({
    // Verified meanwhile (in another tab): the form goes straight on to where the member was going.
    'POST /api/auth/identity/start': () => fail('IDENTITY_ALREADY_VERIFIED'),
  }),
);

describe('/checkout/verify-identity', () => {
  it('runs the identity verification form and continues to the checkout it came from', async () => {
    const user = userEvent.setup();
    const checkout = '/checkout?items=3,4';
    const view = renderWithProviders(<VerifyIdentityPage />, {
      token: 'member',
      path: `/checkout/verify-identity?redirect=${encodeURIComponent(checkout)}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '본인 인증' })).toBeVisible();
    // The form is a lazy part: it arrives after the page's heading.
    await user.type(await screen.findByRole('textbox', { name: /이름/ }), '김신입');
    await user.type(screen.getByRole('textbox', { name: /휴대폰 번호/ }), '010-2345-6789');
    await user.type(screen.getByLabelText(/생년월일/), '1995-04-12');
    await user.click(screen.getByRole('button', { name: '본인 인증하기' }));
    await waitFor(() => expect(view.currentAddress()).toBe(checkout));
    expect(api.calls('/api/auth/identity/start')).toHaveLength(1);
  });
});
