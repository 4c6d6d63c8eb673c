import type { OrderReview } from '@market/contract';
import { paginate } from '@market/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { wireOrderReview } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import { SellerReviewList } from './SellerReviewList';

let reviews: OrderReview[] = [];
let answerFails = false;
const query = (path: string) => new URL(path, 'http://localhost').searchParams;

const api = serveApi(
  shellRoutes({
    'GET /api/seller/review/list': (request) => {
      const params = query(request.path);
      const tone = params.get('tone');
      const keyword = params.get('keyword') ?? '';
      const list = reviews.filter(
        (review) =>
          (tone === 'all' || review.like === (tone === 'positive')) &&
          review.review.includes(keyword),
      );
      const page = paginate(list, Number(params.get('page')), Number(params.get('size')));
      return okPage(page.items, page.pagination);
    },
    ...Object.fromEntries(
      [0, 1, 2].map((index) => [
        `POST /api/seller/review/${200 + index}/answer`,
        (request: { body: unknown }) => {
          if (answerFails) return fail('INTERNAL_ERROR');
          const review = reviews.find((candidate) => candidate.seq === 200 + index)!;
          review.answer = {
            seq: 900 + index,
            content: (request.body as { answer: string }).answer,
            createdAt: '2026-11-25 10:00:00',
            updatedAt: null,
          };
          return created(review);
        },
      ]),
    ),
    'DELETE /api/seller/review/answer/950/view': () => {
      reviews[2]!.answer = null;
      return ok({ done: true });
    },
  }),
);

function seed() {
  reviews = [
    wireOrderReview({ seq: 200, like: false, review: 'late delivery' }),
    wireOrderReview({ seq: 201, like: true, review: 'great code' }),
    wireOrderReview({
      seq: 202,
      like: false,
      review: 'wrong region',
      answer: {
        seq: 950,
        content: 'We sent a new one',
        createdAt: '2026-11-22 10:00:00',
        updatedAt: null,
      },
    }),
  ];
  answerFails = false;
}

describe('SellerReviewList', () => {
  // A whole flow of typing and calls: on shared cores it outlasts the 15 s default.
  it(
    'filters by tone through the address and answers a review once the text is valid',
    { timeout: 45_000 },
    async () => {
      seed();
      const user = userEvent.setup({ delay: null });
      const view = renderWithProviders(<SellerReviewList />, {
        path: '/seller/reviews',
        token: 't',
      });
      expect(await screen.findByText('great code')).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: '부정' }));
      await waitFor(() => expect(view.currentAddress()).toBe('/seller/reviews?tone=negative'));
      await waitFor(() => expect(screen.queryByText('great code')).not.toBeInTheDocument());

      const card = screen.getByText('late delivery').closest('article')!;
      await user.click(within(card).getByRole('button', { name: '답변하기' }));
      await user.type(await within(card).findByLabelText('답변'), '   ');
      await user.click(within(card).getByRole('button', { name: '답변 저장' }));
      expect(await within(card).findByText('내용을 입력해 주세요.')).toBeInTheDocument();
      expect(api.calls('/api/seller/review/200/answer')).toHaveLength(0);

      await user.clear(within(card).getByLabelText('답변'));
      await user.type(await within(card).findByLabelText('답변'), '  A new code is on its way  ');
      await user.click(within(card).getByRole('button', { name: '답변 저장' }));
      expect(await within(card).findByText('A new code is on its way')).toBeInTheDocument();
      expect(api.calls('/api/seller/review/200/answer')[0]?.body).toEqual({
        answer: 'A new code is on its way',
      });
    },
  );

  it('deletes an answer, and shows the generic failure toast when answering fails', async () => {
    seed();
    answerFails = true;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerReviewList />, { path: '/seller/reviews', token: 't' });
    const answered = (await screen.findByText('wrong region')).closest('article')!;
    await user.click(within(answered).getByRole('button', { name: '답변 삭제' }));
    expect(await within(answered).findByRole('button', { name: '답변하기' })).toBeInTheDocument();

    const card = screen.getByText('late delivery').closest('article')!;
    await user.click(within(card).getByRole('button', { name: '답변하기' }));
    await user.type(await within(card).findByLabelText('답변'), 'Sorry');
    await user.click(within(card).getByRole('button', { name: '답변 저장' }));
    expect(await screen.findByText('처리 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('says when no review matches', async () => {
    reviews = [];
    renderWithProviders(<SellerReviewList />, { path: '/seller/reviews?keyword=zzz', token: 't' });
    expect(await screen.findByText('조건에 맞는 리뷰가 없습니다.')).toBeInTheDocument();
  });
});
