import { expect, test } from './fixtures';
import { accounts } from './support/env';
import { tr } from './support/locales';
import {
  authOf,
  buyerPurchasePath,
  okResponse,
  purchasesFromSeller,
  sellerSeqOf,
} from './support/seller-business';

test.use({ signedInAs: accounts.seller });

test('the seller answers a negative review, which the buyer then reads with it, and replies to a comment', async ({
  page,
  world,
  app,
}) => {
  // The buyer reviews a confirmed purchase of the seller's badly.
  const sellerSeq = await sellerSeqOf(world);
  const unreviewed = (await purchasesFromSeller(world, accounts.buyer, sellerSeq)).find(
    (purchase) => purchase.status === 'CONFIRMED' && !purchase.reviewed,
  );
  if (!unreviewed) throw new Error('the buyer has no unreviewed confirmed purchase of the seller');
  const buyer = await authOf(world, accounts.buyer);
  const reviewText = `e2e: the code arrived late ${Date.now()}`;
  okResponse(
    await world.api.orders.writeReview({
      params: { productId: unreviewed.seq },
      body: { like: false, review: reviewText },
      extraHeaders: buyer,
    }),
    'write review',
  );

  await page.goto('/seller/reviews?tone=negative');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.sellerReviews') }),
  ).toBeVisible();
  const review = main.getByRole('article').filter({ hasText: reviewText });
  await review
    .getByRole('button', { name: tr('ko', 'sellerBusiness:reviews.writeAnswer') })
    .click();

  // Nothing is sent until the answer is valid.
  const answerField = review.getByLabel(tr('ko', 'sellerBusiness:reviews.answerLabel'));
  await answerField.fill('   ');
  await review.getByRole('button', { name: tr('ko', 'sellerBusiness:reviews.saveAnswer') }).click();
  await expect(review.getByText(tr('ko', 'validation:body.required'))).toBeVisible();

  const answerText = 'Sorry for the wait: a new code is on its way.';
  await answerField.fill(answerText);
  await review.getByRole('button', { name: tr('ko', 'sellerBusiness:reviews.saveAnswer') }).click();
  await expect(review.getByText(answerText)).toBeVisible();
  await expect(
    review.getByRole('button', { name: tr('ko', 'sellerBusiness:reviews.editAnswer') }),
  ).toBeVisible();

  // The buyer, in their own browser, reads their review with the seller's answer on the purchase.
  const buyerPage = await app.pageAs(accounts.buyer);
  await buyerPage.goto(buyerPurchasePath(unreviewed));
  const buyerMain = buyerPage.getByRole('main');
  await expect(buyerMain.getByText(reviewText)).toBeVisible();
  await expect(buyerMain.getByText(tr('ko', 'orders:review.answer'))).toBeVisible();
  await expect(buyerMain.getByText(answerText)).toBeVisible();
  await buyerPage.close();

  // A comment under one of the seller's posts gets a reply, which the post's comments then show.
  await page.goto('/seller/comments');
  await expect(
    main.getByRole('heading', { level: 1, name: tr('ko', 'routes.sellerComments') }),
  ).toBeVisible();
  // The newest comment without a reply, as the seller's list has it.
  const sellerComments = okResponse<{ content: string; reply: unknown }[]>(
    await world.api.seller.listSellerComments({
      query: { page: 1, size: 10 },
      extraHeaders: await authOf(world, accounts.seller),
    }),
    'seller comments',
  );
  const commentText = sellerComments.find((comment) => comment.reply === null)?.content;
  if (!commentText) throw new Error('no unanswered comment on the first page');
  const unanswered = main.getByRole('article').filter({ hasText: commentText });
  await unanswered
    .getByRole('button', { name: tr('ko', 'sellerBusiness:comments.writeReply') })
    .click();
  const replyText = 'Thanks for asking: it works in every region.';
  await unanswered.getByLabel(tr('ko', 'sellerBusiness:comments.replyLabel')).fill(replyText);
  await unanswered
    .getByRole('button', { name: tr('ko', 'sellerBusiness:comments.saveReply') })
    .click();
  const replied = main.getByRole('article').filter({ hasText: replyText });
  await expect(replied).toBeVisible();

  const postLink = replied.getByRole('heading', { level: 2 }).getByRole('link');
  const [, slug, seq] =
    /\/([a-z-]+)\/(\d+)$/.exec((await postLink.getAttribute('href')) ?? '') ?? [];
  const type = { subscriptions: 'SUBSCRIPTION', ecoupons: 'COUPON', 'digital-codes': 'CODE' }[
    slug!
  ];
  const comments = okResponse<{ reply: { content: string } | null }[]>(
    await world.api.community.listComments({
      query: { type: type as 'CODE', typeSeq: Number(seq), page: 1, size: 100 },
    }),
    'comments',
  );
  expect(comments.some((comment) => comment.reply?.content === replyText)).toBe(true);
});
