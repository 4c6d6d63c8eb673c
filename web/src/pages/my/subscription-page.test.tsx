import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireSubscriptionPost } from '@test/catalogue-data';
import { wireCancelPreview, wirePurchasedSubscription } from '@test/party-data';
import { renderWithProviders } from '@test/render';
import { wireRefundRequest } from '@test/seller-business-data';
import { wirePartyMember } from '@test/seller-listings-data';
import { serveApi } from '@test/serve-api';
import SubscriptionPage from './subscription-page';

let detail = wirePurchasedSubscription();

const api = serveApi(
  shellRoutes({
    'GET /api/order/subscription/92/view': () => ok(detail),
    'POST /api/account/subscribe/share/24/out/consent': () => {
      detail = { ...detail, memberStatus: 'REMOVED', pendingRequest: null, accountInfo: null };
      return ok(wirePartyMember({ status: 'REMOVED' }));
    },
    'GET /api/order/subscription/92/cancel/view': () => ok(wireCancelPreview()),
    'POST /api/order/92/refund/request': () => created(wireRefundRequest()),
  }),
);

const show = () =>
  renderWithProviders(<SubscriptionPage orderSeq="92" />, {
    token: 'member',
    path: '/my/subscriptions/92',
  });

describe('SubscriptionPage', () => {
  it('shows the party, its invitation, the other members and the chats', async () => {
    detail = wirePurchasedSubscription();
    show();
    expect(await screen.findByText('invite link: https://example.com/join/abc')).toBeVisible();
    expect(screen.getByText('파티원')).toBeVisible();
    expect(screen.getByRole('link', { name: '파티장과 채팅' })).toHaveAttribute(
      'href',
      '/my/subscriptions/92/chat',
    );
    expect(screen.getByRole('link', { name: '파티 채팅' })).toHaveAttribute(
      'href',
      '/my/subscriptions/92/group-chat',
    );
  });

  it('asks before consenting to a removal, then shows the new state without a reload', async () => {
    detail = wirePurchasedSubscription({
      pendingRequest: {
        kind: 'REMOVAL',
        postSeq: 24,
        reason: '<script>alert(1)</script>',
        requestedAt: '2026-11-20 10:00:00',
      },
    });
    const user = userEvent.setup();
    show();
    const panel = await screen.findByRole('region', { name: '파티장이 탈퇴를 요청했습니다' });
    expect(within(panel).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: '탈퇴에 동의' }));
    expect(api.calls('/api/account/subscribe/share/24/out/consent')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: '탈퇴에 동의' });
    await user.click(within(dialog).getByRole('button', { name: '탈퇴에 동의' }));

    expect(await screen.findByText('내보내짐')).toBeVisible();
    expect(api.calls('/api/account/subscribe/share/24/out/consent')[0]?.body).toEqual({
      agree: true,
    });
    expect(screen.queryByRole('region', { name: '파티장이 탈퇴를 요청했습니다' })).toBeNull();
  });

  it('shows an ended party with the ended message and no chat entry', async () => {
    detail = wirePurchasedSubscription({
      post: wireSubscriptionPost({
        seq: 24,
        subscriptionStartsAt: '2026-01-01',
        subscriptionEndsAt: '2026-02-01',
      }),
    });
    show();
    expect(await screen.findByText('구독이 종료되었습니다.')).toBeVisible();
    expect(screen.queryByRole('link', { name: '파티장과 채팅' })).toBeNull();
    expect(screen.queryByRole('link', { name: '파티 채팅' })).toBeNull();
    expect(screen.queryByText(/받은 보상금/)).toBeNull();
  });

  it('shows the compensation received when the founder stopped sharing early', async () => {
    detail = wirePurchasedSubscription({
      post: wireSubscriptionPost({
        seq: 24,
        status: 'ENDED',
        subscriptionStartsAt: '2026-01-01',
        subscriptionEndsAt: '2099-12-31',
      }),
      compensation: { amount: 3210, paidAt: '2026-11-20 10:00:00', endedBy: 'FOUNDER' },
    });
    show();
    const ended = (await screen.findByText('파티장이 공유를 조기 종료했습니다.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(ended).getByText(/구독이 종료되었습니다/)).toBeVisible();
    expect(within(ended).getByText('파티장이 공유를 조기 종료했습니다.')).toBeVisible();
    expect(within(ended).getByText('3,210원')).toBeVisible();
    expect(within(ended).getByText(/2026년 11월 20일 지급/)).toBeVisible();
    expect(screen.queryByRole('link', { name: '파티장과 채팅' })).toBeNull();
  });

  it("shows the founder's reason for rejecting the member's refund", async () => {
    detail = wirePurchasedSubscription({
      refundStatus: 'REJECTED',
      refundRejectReason: '이미 절반 넘게 이용했습니다',
    });
    show();
    expect(await screen.findByText('거절 사유:')).toBeVisible();
    expect(screen.getByText('거절 사유:').parentElement).toHaveTextContent(
      '거절 사유: 이미 절반 넘게 이용했습니다',
    );
  });

  it('shows what leaving would refund and sends nothing without a reason', async () => {
    detail = wirePurchasedSubscription();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: '파티 나가기' }));
    const dialog = await screen.findByRole('dialog', { name: '파티 나가기' });
    await within(dialog).findByText('4,356원');
    expect(within(dialog).getByText('4,356원')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: '환불 요청하고 나가기' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeVisible();
    expect(api.calls('/api/order/92/refund/request')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '나가는 사유' }), '  이사  ');
    await user.click(within(dialog).getByRole('button', { name: '환불 요청하고 나가기' }));
    await expect
      .poll(() => api.calls('/api/order/92/refund/request')[0]?.body)
      .toEqual({
        reason: '이사',
      });
  });
});
