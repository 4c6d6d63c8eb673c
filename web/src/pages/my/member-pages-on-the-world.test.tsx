/**
 * A member's pages against the real mock world (test/mock-world.ts, the small world), rendered
 * through the app's routes: a purchase after the seller decided its refund, a party member
 * answering the founder, a comment's life, and a post of a seller who blocked the member. These
 * were browser journeys (seller-approves-one-refund-and-rejects-another,
 * party-member-answers-the-founder, member-posts-edits-and-deletes-a-comment,
 * seller-blocks-and-unblocks-a-member): see docs/journey-audit.md.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseOf, serveMockWorld, type ApiClient } from '@test/mock-world';
import { koreanText, showPageAs } from '@test/world-pages';

const world = serveMockWorld('small');

const BUYER = 'buyer@example.com';
const SELLER = 'seller@example.com';
const NEWBIE = 'newbie@example.com';

const showAs = (email: string, path: string) => showPageAs(world, email, path);

const main = () => within(screen.getByRole('main'));

/** A purchase's page in the member's screens. */
const purchasePath = (purchase: { seq: number; post: { type: string } }) =>
  `/my/${purchase.post.type === 'COUPON' ? 'ecoupons' : 'digital-codes'}/${purchase.seq}`;

async function sellerSeqOf(email: string) {
  return (await world.signIn(email)).user.seq;
}

/** The buyer's running party of seller@example.com, as their subscription order. */
async function runningParty(buyer: ApiClient) {
  const seller = await sellerSeqOf(SELLER);
  const orders = await responseOf(buyer.orders.listSubscriptionOrders({ query: { size: 50 } }));
  const order = orders.find(
    (candidate) =>
      candidate.post.seller.seq === seller &&
      candidate.memberStatus === 'ACTIVE' &&
      candidate.post.status === 'SUB_ON_SALE',
  );
  if (!order) throw new Error('the buyer has no running party of seller@example.com');
  return order;
}

/** Clicks an action of the request panel, then the same action in its confirmation dialog. */
async function confirmAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name }));
}

// Whole flows of clicks and calls through lazily loaded pages: on shared cores they outlast 15 s.
describe('member pages on the world', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each purchase with the seller's decision on its refund", async () => {
    const buyer = await world.as(BUYER);
    const seller = await world.as(SELLER);
    const sellerSeq = await sellerSeqOf(SELLER);
    const query = { page: 1, size: 100 };
    const purchases = [
      ...(await responseOf(buyer.orders.listCouponOrders({ query }))),
      ...(await responseOf(buyer.orders.listCodeOrders({ query }))),
    ].filter((purchase) => purchase.post.seller.seq === sellerSeq);
    const waiting = purchases.find((purchase) => purchase.status === 'REFUND_REQUESTED')!;
    const paid = purchases.find((purchase) => purchase.status === 'PAID')!;
    await responseOf(
      buyer.orders.requestRefund({
        params: { productId: paid.seq },
        body: { reason: 'bought the wrong region' },
      }),
    );
    const requests = await responseOf(seller.seller.listRefundRequests({ query }));
    const requestOf = (productId: number) =>
      requests.find((request) => request.productId === productId)!;
    await responseOf(
      seller.seller.approveRefund({ body: { refundSeq: requestOf(waiting.seq).seq } }),
    );
    await responseOf(
      seller.seller.rejectRefund({
        body: { refundSeq: requestOf(paid.seq).seq, reason: 'The code was already used.' },
      }),
    );

    const approved = await showAs(BUYER, purchasePath(waiting));
    expect(await main().findByText('환불 승인', { exact: true })).toBeVisible();
    expect(main().getByText('금액이 지갑으로 돌아왔습니다.')).toBeVisible();
    expect(main().getByText('환불 완료', { exact: true })).toBeVisible();
    approved.unmount();

    await showAs(BUYER, purchasePath(paid));
    expect(await main().findByText('환불 거절', { exact: true })).toBeVisible();
    expect(main().getByText('판매자가 요청을 거절했습니다.')).toBeVisible();
    // A rejected request leaves the purchase as it was: no second request is offered.
    expect(main().queryByRole('button', { name: '환불 요청' })).not.toBeInTheDocument();
  });

  it('consents to being removed, shows the reason as text, and the founder sees the member removed', async () => {
    const buyer = await world.as(BUYER);
    const seller = await world.as(SELLER);
    const party = await runningParty(buyer);
    const buyerSeq = await sellerSeqOf(BUYER);
    const members = () =>
      responseOf(seller.sellerPosts.listPartyMembers({ params: { seq: party.post.seq } }));
    const seat = (await members()).find((member) => member.member.seq === buyerSeq)!;
    await responseOf(
      seller.sellerPosts.removePartyMember({
        body: { postSeq: party.post.seq, memberSeq: seat.seq, reason: '<b>계정 정리</b>' },
      }),
    );

    const user = userEvent.setup({ delay: null });
    await showAs(BUYER, `/my/subscriptions/${party.seq}`);
    const panel = await screen.findByRole('region', { name: '파티장이 탈퇴를 요청했습니다' });
    expect(within(panel).getByText('<b>계정 정리</b>', { exact: false })).toBeVisible();

    await confirmAction(user, '탈퇴에 동의');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: '파티장이 탈퇴를 요청했습니다' }),
      ).not.toBeInTheDocument(),
    );
    expect((await screen.findAllByText('내보내짐'))[0]).toBeVisible();
    expect((await members()).find((member) => member.seq === seat.seq)?.status).toBe('REMOVED');
  });

  it('agrees to a renewal, and the founder sees the member in the renewed party', async () => {
    const buyer = await world.as(BUYER);
    const seller = await world.as(SELLER);
    const party = await runningParty(buyer);
    const post = party.post;
    // Let the running party come within 30 days of its end.
    const { epochMs } = await responseOf(world.control.getClock());
    const daysToEnd = Math.round(
      (Date.parse(`${post.subscriptionEndsAt}T00:00:00+09:00`) - epochMs) / 86_400_000,
    );
    const moved = await responseOf(world.control.setClock({ body: { days: daysToEnd - 10 } }));
    vi.useFakeTimers({ toFake: ['Date'], now: moved.epochMs });
    const current = await responseOf(
      seller.sellerPosts.getSellerSubscriptionPost({ params: { seq: post.seq } }),
    );
    const dayAfter = (date: string, days: number) => {
      const day = new Date(`${date}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + days);
      return day.toISOString().slice(0, 10);
    };
    const renewal = await responseOf(
      seller.sellerPosts.renewSubscriptionPost({
        params: { seq: post.seq },
        body: {
          subscriptionStartsAt: dayAfter(post.subscriptionEndsAt, 1),
          subscriptionEndsAt: dayAfter(post.subscriptionEndsAt, 31),
          price: current.price,
          priceBaseDuration: current.priceBaseDuration,
          memberLimit: current.memberLimit,
          accountInfo: current.accountInfo,
        },
      }),
    );

    const user = userEvent.setup({ delay: null });
    await showAs(BUYER, `/my/subscriptions/${party.seq}`);
    expect(await screen.findByRole('region', { name: '파티가 연장됩니다' })).toBeVisible();
    await confirmAction(user, '동의하고 이동');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '파티가 연장됩니다' })).not.toBeInTheDocument(),
    );
    const buyerSeq = await sellerSeqOf(BUYER);
    const members = await responseOf(
      seller.sellerPosts.listPartyMembers({ params: { seq: renewal.seq } }),
    );
    expect(members.find((member) => member.member.seq === buyerSeq)?.status).toBe('ACTIVE');
  });

  it('shows what leaving would refund, asks for it, and the approval pays exactly that', async () => {
    const buyer = await world.as(BUYER);
    const seller = await world.as(SELLER);
    const party = await runningParty(buyer);

    const user = userEvent.setup({ delay: null });
    await showAs(BUYER, `/my/subscriptions/${party.seq}`);
    await user.click(await screen.findByRole('button', { name: '파티 나가기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '파티 나가기' }));
    const promise = await dialog.findByText(/지금 나가면 환불될 금액/);
    await waitFor(() => expect(promise).toHaveTextContent(/: [\d,]+원$/));
    const promised = Number(promise.textContent!.split(':').pop()!.replace(/\D/g, ''));
    // Nothing is sent without a reason.
    await user.click(dialog.getByRole('button', { name: '환불 요청하고 나가기' }));
    expect(await dialog.findByText('사유를 입력해 주세요.')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: /나가는 사유/ }), '이사로 인해');
    await user.click(dialog.getByRole('button', { name: '환불 요청하고 나가기' }));
    expect(
      await screen.findByText('탈퇴를 요청했습니다. 파티장이 환불을 검토 중입니다.'),
    ).toBeVisible();

    // The founder approves: the member's wallets get back what the dialog promised.
    const waiting = await responseOf(
      seller.seller.listRefundRequests({ query: { status: 'REQUESTED', size: 50 } }),
    );
    const request = waiting.find((refund) => refund.productId === party.seq)!;
    expect(request.amount).toBe(promised);
    const before = await responseOf(buyer.wallet.getCredits());
    await responseOf(seller.seller.approveRefund({ body: { refundSeq: request.seq } }));
    const after = await responseOf(buyer.wallet.getCredits());
    expect(after.emoney + after.points - before.emoney - before.points).toBe(promised);
  });

  it('posts a comment under a post, edits it and deletes it for good', async () => {
    const buyer = await world.as(BUYER);
    const [post] = await responseOf(buyer.catalogue.listCoupons({ query: { page: 1, size: 1 } }));
    const user = userEvent.setup({ delay: null });
    const view = await showAs(BUYER, `/ecoupons/${post!.seq}`);
    const comments = within(await screen.findByRole('region', { name: /^댓글/ }));

    await user.type(
      await comments.findByRole('textbox', { name: '댓글 쓰기' }),
      '유효기간이 언제까지인가요?',
    );
    await user.click(comments.getByRole('button', { name: '등록' }));
    const mine = (await comments.findByText('유효기간이 언제까지인가요?')).closest('article')!;

    // The member edits it a minute later (the world's clock stands still otherwise).
    await responseOf(world.control.setClock({ body: { minutes: 1 } }));
    await user.click(within(mine).getByRole('button', { name: '수정' }));
    const edit = await comments.findByRole('textbox', { name: '댓글 수정' });
    await user.clear(edit);
    await user.type(edit, '유효기간이 내년까지 맞나요?');
    await user.click(comments.getByRole('button', { name: '저장' }));
    const edited = (await comments.findByText('유효기간이 내년까지 맞나요?')).closest('article')!;
    expect(await within(edited).findByText(/수정됨/)).toBeVisible();

    await user.click(within(edited).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(comments.queryByText('유효기간이 내년까지 맞나요?')).not.toBeInTheDocument(),
    );

    // Gone for good: opened again, the world no longer has it.
    view.unmount();
    await showAs(BUYER, `/ecoupons/${post!.seq}`);
    const listed = world.calls('/api/comment/list').length;
    const again = within(await screen.findByRole('region', { name: /^댓글/ }));
    await again.findByRole('textbox', { name: '댓글 쓰기' });
    await waitFor(() => expect(world.calls('/api/comment/list').length).toBeGreaterThan(listed));
    expect(again.queryByText('유효기간이 내년까지 맞나요?')).not.toBeInTheDocument();
  });

  it("keeps a blocked member from buying the seller's code without saying why, until unblocked", async () => {
    const seller = await world.as(SELLER);
    const sellerSeq = await sellerSeqOf(SELLER);
    const newbie = await world.signIn(NEWBIE);
    const codes = await responseOf(
      world.anonymous.catalogue.listDigitalCodes({ query: { page: 1, size: 100 } }),
    );
    const code = codes.find((post) => post.seller.seq === sellerSeq && post.status === 'ON_SALE')!;
    const reason = 'Spammed the comments with links';
    await responseOf(seller.seller.blockMember({ body: { userSeq: newbie.user.seq, reason } }));

    const blocked = await showAs(NEWBIE, `/digital-codes/${code.seq}`);
    expect(
      await main().findByRole('heading', { level: 1, name: koreanText(code.title) }),
    ).toBeVisible();
    expect(await main().findByText('이 판매자의 상품은 구매할 수 없습니다.')).toBeVisible();
    expect(main().queryByRole('button', { name: '장바구니 담기' })).not.toBeInTheDocument();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    blocked.unmount();

    await responseOf(seller.seller.unblockMember({ body: { userSeq: newbie.user.seq } }));
    const user = userEvent.setup({ delay: null });
    await showAs(NEWBIE, `/digital-codes/${code.seq}`);
    await user.click(await main().findByRole('button', { name: '장바구니 담기' }));
    expect(await main().findByText('장바구니에 담긴 상품입니다.')).toBeVisible();
  });
  it('confirms receipt of an order from the orders list, reveals a code and reviews it for good', async () => {
    const buyer = await world.as(BUYER);
    const orders = await responseOf(buyer.orders.listOrders({ query: { page: 1, size: 50 } }));
    const order = orders.find((o) => o.status === 'PAID' && o.items.length > 0)!;
    const codes = await responseOf(buyer.orders.listCodeOrders({ query: { page: 1, size: 50 } }));
    const bought = codes.find(
      (c) => !c.reviewed && (c.status === 'PAID' || c.status === 'CONFIRMED'),
    )!;
    const code = await responseOf(buyer.orders.getCodeOrder({ params: { seq: bought.seq } }));

    const user = userEvent.setup({ delay: null });
    const list = await showAs(BUYER, '/my/orders');
    expect(await main().findByRole('heading', { level: 1, name: '주문 내역' })).toBeVisible();
    const link = await waitFor(() => {
      const found = screen
        .getByRole('main')
        .querySelector<HTMLAnchorElement>(`a[href="/my/orders/${order.id}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(link);
    expect(list.currentAddress()).toBe(`/my/orders/${order.id}`);
    expect(await main().findByText('자동 구매 확정일')).toBeVisible();
    await user.click(main().getByRole('button', { name: '구매 확정' }));
    expect(await screen.findByText('구매가 확정되었습니다.')).toBeVisible();
    expect(await main().findByText('구매 확정일')).toBeVisible();
    expect(main().queryByRole('button', { name: '구매 확정' })).not.toBeInTheDocument();
    list.unmount();

    // A bought digital code: hidden until revealed.
    const page = await showAs(BUYER, `/my/digital-codes/${code.seq}`);
    expect(
      await main().findByRole('heading', { level: 1, name: koreanText(code.post.title) }),
    ).toBeVisible();
    const secret = within(await main().findByRole('region', { name: '코드' }));
    expect(secret.queryByText(code.code!)).not.toBeInTheDocument();
    await user.click(secret.getByRole('button', { name: '코드 보기' }));
    expect(await secret.findByText(code.code!)).toBeVisible();

    // A negative review, seen at once, and kept by the world.
    await user.click(await main().findByRole('radio', { name: '별로예요' }));
    await user.type(main().getByRole('textbox', { name: '리뷰 내용' }), '  코드 등록이 늦었어요  ');
    await user.click(main().getByRole('button', { name: '리뷰 등록' }));
    expect(await main().findByText('코드 등록이 늦었어요')).toBeVisible();
    expect(main().getByText('별로예요')).toBeVisible();
    expect(main().queryByRole('button', { name: '리뷰 등록' })).not.toBeInTheDocument();
    page.unmount();
    await showAs(BUYER, `/my/digital-codes/${code.seq}`);
    expect(await main().findByText('코드 등록이 늦었어요')).toBeVisible();
  });

  it('sends an inquiry, finds it unanswered, then becomes a seller and reaches the console', async () => {
    const title = '출금은 언제 입금되나요?';
    const user = userEvent.setup({ delay: null });
    const view = await showAs(BUYER, '/contact/general?category=PAYMENT');
    const submit = await main().findByRole('button', { name: '문의하기' });
    // Nothing sent while the form is incomplete.
    await user.click(submit);
    expect(await main().findByText('제목을 입력해 주세요.')).toBeVisible();
    expect(main().getByText('내용을 입력해 주세요.')).toBeVisible();
    await user.type(main().getByRole('textbox', { name: /제목/ }), title);
    await user.type(main().getByRole('textbox', { name: /내용/ }), '어제 출금 신청했습니다.');
    expect(main().getByRole('textbox', { name: /답변 받을 이메일/ })).toHaveValue(BUYER);
    await user.click(submit);

    await waitFor(() => expect(view.currentAddress()).toBe('/my/contact'));
    const item = await main().findByRole('button', { name: new RegExp(title) });
    expect(item).toHaveTextContent('답변 대기');
    await user.click(item);
    const opened = within(await main().findByRole('region', { name: new RegExp(title) }));
    expect(opened.getByText('아직 답변이 없습니다.')).toBeVisible();
    // Searching by keyword finds it again.
    await user.type(main().getByRole('searchbox', { name: '문의 검색' }), '출금{Enter}');
    await waitFor(() => expect(view.currentAddress()).toMatch(/keyword=/));
    expect(await main().findByRole('button', { name: new RegExp(title) })).toBeVisible();
    view.unmount();

    // Becoming a seller: the terms must be agreed to, then the console opens.
    const become = await showAs(BUYER, '/become-seller');
    const agree = await main().findByRole('button', { name: '판매자로 전환' });
    await user.click(agree);
    expect(await main().findByText('필수 항목에 동의해 주세요.')).toBeVisible();
    await user.click(main().getByRole('checkbox', { name: '판매자 이용약관에 동의합니다.' }));
    await user.click(agree);
    await waitFor(() => expect(become.currentAddress()).toBe('/seller'));
    expect((await world.signIn(BUYER)).user.roles).toContain('SELLER');
  });
});
