/**
 * The seller's reviews, comments and promotion units against the real mock world
 * (test/mock-world.ts, the small world), rendered through the app's routes. These were browser
 * journeys (seller-answers-a-review-and-replies-to-a-comment, seller-buys-up-units-and-boosts-a-post):
 * see docs/journey-audit.md. A file apart from seller-pages-on-the-world.test.tsx so that the two
 * run on two workers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { responseOf, serveMockWorld } from '@test/mock-world';
import { koreanText, showPageAs } from '@test/world-pages';

const world = serveMockWorld('small');

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';

const showAs = (email: string, path: string) => showPageAs(world, email, path);

// Whole flows of clicks and calls through lazily loaded pages: on shared cores they outlast 15 s.
describe('seller business pages on the world', { timeout: 60_000 }, () => {
  it('answers a negative review, which the buyer reads on the purchase, and replies to a comment', async () => {
    const seller = await world.as(SELLER);
    const buyer = await world.as(BUYER);
    const sellerSeq = (await world.signIn(SELLER)).user.seq;
    const query = { page: 1, size: 100 };
    const purchases = [
      ...(await responseOf(buyer.orders.listCouponOrders({ query }))),
      ...(await responseOf(buyer.orders.listCodeOrders({ query }))),
    ];
    const unreviewed = purchases.find(
      (purchase) =>
        purchase.post.seller.seq === sellerSeq &&
        purchase.status === 'CONFIRMED' &&
        !purchase.reviewed,
    )!;
    const reviewText = 'the code arrived late';
    await responseOf(
      buyer.orders.writeReview({
        params: { productId: unreviewed.seq },
        body: { like: false, review: reviewText },
      }),
    );

    const user = userEvent.setup({ delay: null });
    const reviews = await showAs(SELLER, '/seller/reviews?tone=negative');
    const main = () => within(screen.getByRole('main'));
    expect(await main().findByRole('heading', { level: 1, name: '리뷰 관리' })).toBeVisible();
    const review = within((await main().findByText(reviewText)).closest('article')!);
    await user.click(review.getByRole('button', { name: '답변하기' }));
    // Nothing is sent until the answer is valid.
    const answerField = await review.findByLabelText('답변');
    await user.type(answerField, '   ');
    await user.click(review.getByRole('button', { name: '답변 저장' }));
    expect(await review.findByText('내용을 입력해 주세요.')).toBeVisible();
    const answerText = 'Sorry for the wait: a new code is on its way.';
    await user.clear(answerField);
    await user.type(answerField, answerText);
    await user.click(review.getByRole('button', { name: '답변 저장' }));
    expect(await review.findByText(answerText)).toBeVisible();
    expect(review.getByRole('button', { name: '답변 수정' })).toBeVisible();
    reviews.unmount();

    // The buyer reads their review with the seller's answer on the purchase.
    const list = unreviewed.post.type === 'COUPON' ? 'ecoupons' : 'digital-codes';
    const purchase = await showAs(BUYER, `/my/${list}/${unreviewed.seq}`);
    expect(await main().findByText(reviewText)).toBeVisible();
    expect(main().getByText('판매자 답변')).toBeVisible();
    expect(main().getByText(answerText)).toBeVisible();
    purchase.unmount();

    // The newest comment without a reply gets one, which the post's comments then hold.
    const sellerComments = await responseOf(
      seller.seller.listSellerComments({ query: { page: 1, size: 10 } }),
    );
    const comment = sellerComments.find((candidate) => candidate.reply === null)!;
    await showAs(SELLER, '/seller/comments');
    expect(await main().findByRole('heading', { level: 1, name: '댓글 관리' })).toBeVisible();
    const unanswered = within((await main().findByText(comment.content)).closest('article')!);
    await user.click(unanswered.getByRole('button', { name: '답글 달기' }));
    const replyText = 'Thanks for asking: it works in every region.';
    await user.type(await unanswered.findByLabelText('답글'), replyText);
    await user.click(unanswered.getByRole('button', { name: '답글 저장' }));
    expect(await unanswered.findByText(replyText)).toBeVisible();
    const after = await responseOf(
      seller.seller.listSellerComments({ query: { page: 1, size: 10 } }),
    );
    expect(after.find((candidate) => candidate.seq === comment.seq)?.reply?.content).toBe(
      replyText,
    );
  });

  it('buys 10 UP units at the bulk price, spends one on a code, and the code rises in the public list', async () => {
    const seller = await world.as(SELLER);
    const sellerSeq = (await world.signIn(SELLER)).user.seq;
    const credits = async () => (await responseOf(seller.seller.getSellerCredits())).emoney;
    const unitsBefore = (await responseOf(seller.seller.getUpInventory())).remaining;
    const emoneyBefore = await credits();
    const today = (await responseOf(world.control.getClock())).business.slice(0, 10);
    const publicCodes = async () =>
      responseOf(world.anonymous.catalogue.listDigitalCodes({ query: { page: 1, size: 100 } }));
    const code = (await publicCodes())
      .filter(
        (post) =>
          post.seller.seq === sellerSeq && post.status === 'ON_SALE' && post.expiresAt >= today,
      )
      .at(-1)!;
    const title = koreanText(code.title);
    const positionOf = async () => (await publicCodes()).findIndex((post) => post.seq === code.seq);
    const positionBefore = await positionOf();

    const user = userEvent.setup({ delay: null });
    await showAs(SELLER, '/seller/buy-perks');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: '홍보 아이템' })).toBeVisible();
    const buying = within(await main.findByRole('region', { name: '홍보 아이템 구매' }));
    await user.click(await buying.findByRole('radio', { name: 'UP' }));
    const units = buying.getByLabelText(/수량/);
    await user.clear(units);
    await user.type(units, '10');
    // The tiered price is shown before buying: ten units of 500 won, 25 off.
    const quote = buying.getAllByRole('status')[0]!;
    await waitFor(() => expect(quote).toHaveTextContent('5,000원'));
    expect(quote).toHaveTextContent('4,975원');
    await user.click(buying.getByRole('button', { name: '4,975원 결제하기' }));

    const upPanel = within(await main.findByRole('region', { name: 'UP' }));
    expect(await upPanel.findByText(`남은 수량: ${unitsBefore + 10}개`)).toBeVisible();
    expect(await credits()).toBe(emoneyBefore - 4_975);

    // Spend one on the code.
    await user.click(upPanel.getByRole('combobox', { name: '상품 종류' }));
    await user.click(await screen.findByRole('option', { name: '디지털 코드' }));
    await user.click(upPanel.getByRole('combobox', { name: '상품' }));
    await user.click(await screen.findByRole('option', { name: title }));
    await user.click(upPanel.getByRole('button', { name: 'UP 1개 사용' }));
    expect(await upPanel.findByText(`남은 수량: ${unitsBefore + 9}개`)).toBeVisible();
    await waitFor(() =>
      expect(
        within(upPanel.getByRole('list'))
          .getAllByRole('listitem')
          .some((used) => used.textContent?.includes(title)),
      ).toBe(true),
    );
    expect(await positionOf()).toBeLessThan(positionBefore);
  });
});
