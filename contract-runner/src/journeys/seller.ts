/**
 * Journeys of the configured seller with the disposable member: a comment and its reply, a block
 * and its lifting, an answer to a review and its removal (each undone at its end), and a new
 * e-coupon listed and edited (which the contract gives no way to remove).
 */
import type {
  BlockedMember,
  CommentReply,
  OrderReview,
  PostComment,
  SellerCouponPost,
} from '@market/contract';
import { DEFAULT_LOCALE, addDays, decodeLocalizedText, toDateString } from '@market/domain';
import type { Inventory } from '../discovery';
import { type JourneyEnv, Journey, effect } from './journey';

const has = <T>(items: unknown, match: (item: T) => boolean) =>
  Array.isArray(items) && (items as T[]).some(match);

export async function commentJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'comments');
  const { sellerPosts } = env.inventory;
  const post = sellerPosts.COUPON.find((p) => p.status === 'ON_SALE') ?? sellerPosts.COUPON[0];
  if (!post) {
    const reason = 'no e-coupon of the seller discovered';
    journey.skipStep('community.createComment', 'comment under a post', 'disposable', reason);
    return;
  }
  const comment = (await journey.step(
    'community.createComment',
    'comment under a post',
    'disposable',
    {
      body: { type: 'COUPON', typeSeq: post.seq, content: `Contract runner ${env.runId}` },
      expect: { status: 201 },
    },
  )) as PostComment | undefined;
  if (!comment?.seq) return;
  const bySeq = { seq: comment.seq };
  await journey.step('community.listComments', 'find it under the post', 'anonymous', {
    query: { type: 'COUPON', typeSeq: post.seq, page: 1, size: 100 },
    verify: (answer, items) => {
      const total = (answer.json as { pagination?: { totalCount?: number } }).pagination
        ?.totalCount;
      if ((total ?? 0) > 100) return []; // oldest first: a new comment is past the first page
      return has<PostComment>(items, (item) => item.seq === comment.seq)
        ? []
        : [effect('the comment is not listed under its post')];
    },
  });
  await journey.step('community.editComment', 'edit it', 'disposable', {
    params: bySeq,
    body: { content: `Contract runner ${env.runId} (edited)` },
    verify: (_, edited) =>
      (edited as PostComment)?.content.endsWith('(edited)')
        ? []
        : [effect('the text did not change')],
  });
  const reply = (await journey.step('community.createReply', 'reply as the seller', 'seller', {
    params: bySeq,
    body: { content: 'Reply by the contract runner' },
    expect: { status: 201 },
  })) as CommentReply | undefined;
  await journey.step('community.editReply', 'edit the reply', 'seller', {
    params: bySeq,
    body: { content: 'Reply by the contract runner (edited)' },
  });
  if (reply)
    await journey.cleanup('community.deleteReply', 'delete the reply', 'seller', { params: bySeq });
  await journey.cleanup('community.deleteComment', 'delete the comment', 'disposable', {
    params: bySeq,
  });
}

export async function blocklistJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'blocklist');
  const userSeq = env.disposable.seq;
  if (!userSeq) {
    journey.skipStep(
      'seller.blockMember',
      'block the disposable member',
      'seller',
      'no disposable member',
    );
    return;
  }
  const blocked = await journey.step(
    'seller.blockMember',
    'block the disposable member',
    'seller',
    {
      body: { userSeq, reason: `Contract runner ${env.runId}` },
      expect: { status: 201 },
      verify: (_, entry) =>
        (entry as BlockedMember)?.userSeq === userSeq ? [] : [effect('another member was blocked')],
    },
  );
  await journey.step('seller.listBlockedMembers', 'find the block', 'seller', {
    query: { page: 1, size: 100 },
    verify: (_, items) =>
      has<BlockedMember>(items, (item) => item.userSeq === userSeq)
        ? []
        : [effect('the member is not in the blocklist')],
  });
  if (blocked) {
    await journey.cleanup('seller.unblockMember', 'lift the block', 'seller', {
      body: { userSeq },
    });
  }
}

export async function reviewAnswerJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'review answer');
  const review = env.inventory.sellerReviews.find((item) => item.answer === null);
  if (!review) {
    const reason = 'no unanswered review of the seller discovered';
    journey.skipStep('seller.answerReview', 'answer a review', 'seller', reason);
    return;
  }
  const answered = (await journey.step('seller.answerReview', 'answer a review', 'seller', {
    params: { seq: review.seq },
    body: { answer: `Thank you (contract runner ${env.runId})` },
    expect: { status: 201 },
    verify: (_, value) =>
      (value as OrderReview)?.answer ? [] : [effect('the review has no answer')],
  })) as OrderReview | undefined;
  const answerSeq = answered?.answer?.seq;
  if (!answerSeq) return;
  await journey.step('seller.editReviewAnswer', 'edit the answer', 'seller', {
    params: { seq: answerSeq },
    body: { answer: `Thank you (contract runner ${env.runId}, edited)` },
  });
  await journey.step('seller.getSellerReview', 'read the edited answer', 'seller', {
    params: { seq: review.seq },
    verify: (_, value) =>
      (value as OrderReview)?.answer?.content.includes('edited')
        ? []
        : [effect('the answer read back is not the edited one')],
  });
  await journey.cleanup('seller.deleteReviewAnswer', 'delete the answer', 'seller', {
    params: { seq: answerSeq },
  });
}

/**
 * A day that is not past on the server: the later of this machine's Seoul day and the newest day
 * seen in the data (a server, like the mock, may run on a clock of its own), plus a margin.
 */
export function futureDay(inventory: Inventory, days: number, now = new Date()): string {
  const seen = [...inventory.posts.COUPON, ...inventory.posts.CODE, ...inventory.posts.SUBSCRIPTION]
    .map((post) => post.createdAt?.slice(0, 10))
    .filter((day): day is string => typeof day === 'string');
  const newest = [toDateString(now), ...seen].sort().at(-1)!;
  return addDays(newest, days);
}

/** A category of the type with no subcategories: posts are filed under the most specific one. */
export function leafCategory(inventory: Inventory, postType: string) {
  const parents = new Set(inventory.categories.map((category) => category.parentSeq));
  return inventory.categories.find(
    (category) => category.postType === postType && !parents.has(category.seq),
  );
}

export async function couponListingJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'coupon listing');
  const category = leafCategory(env.inventory, 'COUPON');
  if (!category) {
    const reason = 'no e-coupon category without subcategories discovered';
    journey.skipStep('sellerPosts.createCouponPost', 'list an e-coupon', 'seller', reason);
    return;
  }
  const title = `Contract runner test coupon ${env.runId}`;
  const body = {
    title,
    content: 'Listed by the contract runner to check the API. Not for sale.',
    categorySeq: category.seq,
    price: 1000,
    expiresAt: futureDay(env.inventory, 60, env.ctx.options.now),
    value: `CONTRACT-RUNNER-${env.runId}`,
  };
  const created = (await journey.step(
    'sellerPosts.createCouponPost',
    'list an e-coupon',
    'seller',
    {
      body,
      expect: { status: 201 },
      verify: (_, post) =>
        decodeLocalizedText((post as SellerCouponPost)?.title, DEFAULT_LOCALE) === title
          ? []
          : [effect('the listed title is not the one sent')],
    },
  )) as SellerCouponPost | undefined;
  if (!created?.seq) return;
  env.leftBehind.push(
    `e-coupon post ${created.seq} "${title}" of ${env.ctx.options.accounts.seller.email} (the contract has no call that deletes a post)`,
  );
  const bySeq = { seq: created.seq };
  await journey.step('sellerPosts.getSellerCouponPost', 'read it with its PIN', 'seller', {
    params: bySeq,
    verify: (_, post) =>
      (post as SellerCouponPost)?.value === body.value
        ? []
        : [effect('the PIN is not the one sent')],
  });
  await journey.step('sellerPosts.editCouponPost', 'change its price', 'seller', {
    params: bySeq,
    body: { ...body, price: 1100 },
    verify: (_, post) =>
      (post as SellerCouponPost)?.price === 1100 ? [] : [effect('the price did not change')],
  });
  await journey.step('catalogue.getCoupon', 'see it as a visitor', 'anonymous', {
    params: bySeq,
    verify: (_, post) =>
      (post as SellerCouponPost)?.price === 1100 && !('value' in (post as object))
        ? []
        : [effect('the public post is not the edited one, or shows the PIN')],
  });
}
