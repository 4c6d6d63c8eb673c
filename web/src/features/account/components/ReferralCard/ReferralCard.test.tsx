import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { ReferralCard } from './ReferralCard';

const url = 'https://market.example.com/signup?ref=SKY7';

serveApi(
  shellRoutes({
    'GET /api/account/referral': () =>
      ok({ code: 'SKY7', url, rewardPoints: 1_000, referredCount: 3 }),
  }),
);

describe('ReferralCard', () => {
  it('shows the link, the reward and how many joined; copies the link with the copied toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReferralCard />, { token: 'member' });
    expect(await screen.findByRole('textbox', { name: '추천 링크' })).toHaveValue(url);
    expect(
      screen.getByText('이 링크로 가입하면 나와 친구 모두 1,000 포인트를 받습니다.'),
    ).toBeVisible();
    expect(screen.getByText('지금까지 3명이 가입했습니다.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await screen.findByText('복사되었습니다.')).toBeVisible();
    expect(screen.getByRole('button', { name: '복사됨' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
