/**
 * The seller console's pages against the real mock world (test/mock-world.ts, the small world),
 * rendered through the app's routes: what a sale's cancellation, a renewal and another seller's
 * address show, and the seller's notices and guides. These were browser journeys
 * (seller-cancels-a-sold-code-naming-the-buyer, seller-renews-an-expiring-party,
 * seller-cannot-open-another-sellers-post, seller-reads-a-notice-and-a-guide): see
 * docs/journey-audit.md.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseOf, serveMockWorld } from '@test/mock-world';
import { koreanText, showPageAs } from '@test/world-pages';

const world = serveMockWorld('small');

const SELLER = 'seller@example.com';
const SELLER2 = 'seller2@example.com';

const showAs = (email: string, path: string) => showPageAs(world, email, path);

/** The world's day `days` from today, in Seoul, as a date field holds it. */
async function worldDay(days: number) {
  const clock = await responseOf(world.control.getClock());
  const seoul = new Date(clock.epochMs + 9 * 3_600_000 + days * 86_400_000);
  return seoul.toISOString().slice(0, 10);
}

// Whole flows of clicks and calls through lazily loaded pages: on shared cores they outlast 15 s.
describe('seller pages on the world', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cancels a sold code naming the buyer responsible, and shows the refund and the state', async () => {
    const seller = await world.as(SELLER);
    const sold = await responseOf(
      seller.sellerPosts.listSellerCodePosts({ query: { page: 1, size: 50, status: 'sold' } }),
    );
    let found: { seq: number; nickname: string } | undefined;
    for (const post of sold) {
      const info = await seller.sellerPosts.getCodeBuyer({ params: { seq: post.seq } });
      if (info.status === 200 && info.body.response.status === 'PAID') {
        found = { seq: post.seq, nickname: info.body.response.buyer.nickname };
        break;
      }
    }
    if (!found) throw new Error('the small world has no sold code still open to cancel');

    const user = userEvent.setup({ delay: null });
    const view = await showAs(SELLER, `/seller/digital-codes/${found.seq}`);
    await user.click(await screen.findByRole('link', { name: '구매자' }));
    expect(view.currentAddress()).toBe(`/seller/digital-codes/${found.seq}/buyer`);
    const main = within(screen.getByRole('main'));
    // Visible once the lazily loaded part is in (React hides the page meanwhile).
    await waitFor(() => expect(main.getByText(found.nickname, { exact: true })).toBeVisible());
    expect(main.getByText('결제 완료(구매 확정 전)')).toBeVisible();

    await user.click(main.getByRole('button', { name: '판매 취소' }));
    const dialog = within(await screen.findByRole('dialog', { name: '판매 취소' }));
    // Nothing is sent without the responsible party and a reason.
    await user.click(dialog.getByRole('button', { name: '판매 취소하기' }));
    expect(await dialog.findByText('귀책 당사자를 선택해 주세요.')).toBeVisible();
    expect(dialog.getByText('사유를 입력해 주세요.')).toBeVisible();
    expect(world.calls(`/api/seller/code/${found.seq}/cancel`)).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: '구매자' }));
    await user.type(dialog.getByLabelText(/사유/), 'Bought by mistake');
    await user.click(dialog.getByRole('button', { name: '판매 취소하기' }));

    const done = (await main.findByText('판매가 취소되었습니다')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    // The whole amount the buyer paid goes back.
    expect(within(done).getByText(/^[\d,]+원$/)).toBeVisible();
    expect(await main.findByText('판매 취소', { selector: ':not(button)' })).toBeVisible();
    const after = await responseOf(seller.sellerPosts.getCodeBuyer({ params: { seq: found.seq } }));
    expect(after.status).toBe('CANCELLED');
  });

  it('renews an expiring party and lists every member as not answered yet', async () => {
    const seller = await world.as(SELLER);
    const expiring = await responseOf(
      seller.sellerPosts.listSellerSubscriptionPosts({
        query: { page: 1, size: 50, status: 'expiring' },
      }),
    );
    const party = expiring.find((post) => post.renewedPostSeq === null && post.memberCount > 0);
    if (!party) throw new Error('the small world has no expiring party with members');
    const members = (
      await responseOf(seller.sellerPosts.listPartyMembers({ params: { seq: party.seq } }))
    ).filter((member) => member.status === 'ACTIVE');
    expect(members.length).toBeGreaterThan(0);

    // The form refuses a start before today: today is the world's day, as the app's host has it.
    const clock = await responseOf(world.control.getClock());
    vi.useFakeTimers({ toFake: ['Date'], now: clock.epochMs });
    const user = userEvent.setup({ delay: null });
    const view = await showAs(SELLER, `/seller/subscriptions/${party.seq}`);
    await user.click(await screen.findByRole('link', { name: '연장' }));
    expect(view.currentAddress()).toBe(`/seller/subscriptions/${party.seq}/renew`);
    fireEvent.change(await screen.findByLabelText(/공유 종료일/), {
      target: { value: await worldDay(120) },
    });
    await user.click(screen.getByRole('button', { name: '연장하기' }));

    const main = within(screen.getByRole('main'));
    expect(await main.findByText('파티가 연장되었습니다')).toBeVisible();
    const answers = within(await main.findByRole('list', { name: '멤버 응답' }));
    expect(answers.getAllByRole('listitem')).toHaveLength(members.length);
    expect(answers.getAllByText('응답 전')).toHaveLength(members.length);

    await user.click(main.getByRole('link', { name: '연장된 파티 보기' }));
    await waitFor(() => expect(view.currentAddress()).toMatch(/^\/seller\/subscriptions\/\d+$/));
    expect(view.currentAddress()).not.toBe(`/seller/subscriptions/${party.seq}`);
  });

  it.each([
    '/seller/ecoupons/:seq',
    '/seller/ecoupons/:seq/edit',
    '/seller/ecoupons/create?sourcePost=:seq',
  ])("shows another seller's post at %s as not found, with no form", async (path) => {
    const seller = await world.as(SELLER);
    const [post] = await responseOf(
      seller.sellerPosts.listSellerCouponPosts({ query: { page: 1, size: 1 } }),
    );
    await showAs(SELLER2, path.replace(':seq', String(post!.seq)));
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).queryAllByRole('textbox')).toHaveLength(0);
  });

  it.each([
    { kind: 'notices', list: '판매자 공지', back: '판매자 공지 목록으로' },
    { kind: 'guides', list: '판매자 가이드', back: '판매자 가이드 목록으로' },
  ])(
    'opens the newest seller $kind from the console menu, and goes back',
    async ({ kind, list, back }) => {
      const seller = await world.as(SELLER);
      const [entry] =
        kind === 'notices'
          ? await responseOf(seller.content.listSellerNotices({ query: { page: 1, size: 1 } }))
          : await responseOf(seller.seller.listSellerGuides({ query: { page: 1, size: 1 } }));
      const title = koreanText(entry!.title);

      const user = userEvent.setup({ delay: null });
      const view = await showAs(SELLER, '/seller');
      const menu = within(await screen.findByRole('navigation', { name: '판매자 센터 메뉴' }));
      await user.click(menu.getAllByRole('link', { name: list })[0]!);
      expect(view.currentAddress()).toBe(`/seller/${kind}`);
      const main = within(screen.getByRole('main'));
      expect(await main.findByRole('heading', { level: 1, name: list })).toBeVisible();

      await user.click(await main.findByRole('link', { name: title }));
      expect(view.currentAddress()).toBe(`/seller/${kind}/${entry!.seq}`);
      expect(await main.findByRole('heading', { level: 1, name: title })).toBeVisible();
      await user.click(main.getByRole('link', { name: back }));
      expect(view.currentAddress()).toBe(`/seller/${kind}`);
    },
  );
});
