import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { RedeemDialog } from './RedeemDialog';

const api = serveApi(
  shellRoutes({
    'POST /api/promotion/use': (request) => {
      const { code } = request.body as { code: string };
      if (code === 'WELCOME1000') return ok({ rewardAmount: 1000, rewardType: 'POINTS' });
      if (code === 'CASH5000') return ok({ rewardAmount: 5000, rewardType: 'CASH' });
      if (code === 'SILENT') return fail('PROMOTION_CODE_INVALID', '');
      return fail('PROMOTION_CODE_USED', '이미 사용된 코드입니다.');
    },
  }),
);

async function redeem(code: string) {
  const user = userEvent.setup();
  renderWithProviders(<RedeemDialog opened onClose={() => undefined} />, { token: 'member' });
  await user.type(screen.getByRole('textbox', { name: '프로모션 코드' }), code);
  await user.click(screen.getByRole('button', { name: '등록하기' }));
}

describe('RedeemDialog', () => {
  it('shows a points reward on success, sending the trimmed code', async () => {
    await redeem('  WELCOME1000 ');
    expect(await screen.findByText('1,000 포인트가 적립되었습니다.')).toBeVisible();
    expect(api.requests.at(-1)?.body).toEqual({ code: 'WELCOME1000' });
  });

  it('shows a cash reward as a price', async () => {
    await redeem('CASH5000');
    expect(await screen.findByText('e머니 5,000원이(가) 충전되었습니다.')).toBeVisible();
  });

  it("shows the server's message on failure", async () => {
    await redeem('USED');
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용된 코드입니다.');
  });

  it('falls back to the default error text when the server gives no message', async () => {
    await redeem('SILENT');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '오류가 발생했습니다. 다시 시도해 주세요.',
    );
  });
});
