import type { SellerComment } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { wireSellerComment } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import { SellerCommentList } from './SellerCommentList';

let comments: SellerComment[] = [];
const api = serveApi(
  shellRoutes({
    'GET /api/seller/comment/list': () =>
      okPage(comments, {
        currentPage: 1,
        pageSize: 10,
        totalCount: comments.length,
        totalPage: 1,
        nextPage: null,
      }),
    'POST /api/comment/300/reply': () => fail('INTERNAL_ERROR'),
  }),
);

describe('SellerCommentList', () => {
  // A whole flow of typing and calls: on shared cores it outlasts the 15 s default.
  it(
    'shows post titles decoded, filters by post type in the address, and toasts a failed reply',
    { timeout: 45_000 },
    async () => {
      comments = [
        wireSellerComment({
          seq: 300,
          content: 'Does it work abroad?',
          postTitle: JSON.stringify({ ko: '넷플릭스 기프트', en: 'Netflix gift', es: 'Regalo' }),
        }),
      ];
      const user = userEvent.setup({ delay: null });
      const view = renderWithProviders(<SellerCommentList />, {
        path: '/seller/comments',
        token: 't',
      });
      const card = (await screen.findByText('Does it work abroad?')).closest('article')!;
      expect(within(card).getByRole('link', { name: '넷플릭스 기프트' })).toHaveAttribute(
        'href',
        '/digital-codes/9',
      );

      await user.click(screen.getByRole('radio', { name: '디지털 코드' }));
      await waitFor(() =>
        expect(view.currentAddress()).toBe('/seller/comments?postType=digital-code'),
      );
      await waitFor(() =>
        expect(api.requests.some((request) => request.path.includes('postType=digital-code'))).toBe(
          true,
        ),
      );

      await user.click(within(card).getByRole('button', { name: '답글 달기' }));
      await user.type(await within(card).findByLabelText('답글'), 'Yes');
      await user.click(within(card).getByRole('button', { name: '답글 저장' }));
      expect(await screen.findByText('답글을 등록하지 못했습니다.')).toBeInTheDocument();
    },
  );

  it('says when there is no comment', async () => {
    comments = [];
    renderWithProviders(<SellerCommentList />, { path: '/seller/comments', token: 't' });
    expect(await screen.findByText('댓글이 없습니다.')).toBeInTheDocument();
  });
});
