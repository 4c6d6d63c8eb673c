import type { PostComment } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { created, fail, ok, okPage, type RecordedRequest } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wirePagination } from '@test/catalogue-data';
import { wireComment } from '@test/orders-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireUser } from '@test/wire-data';
import { PostComments } from './PostComments';

const SELLER = 3;
const MEMBER = 7;

let comments: PostComment[] = [];
/** The SPEC §8 changes the server refuses in the running test. */
let refused = new Set<string>();

const sellerReply = (content: string) => ({
  seq: 9,
  author: { seq: SELLER, nickname: '디지털마켓', profileImageUrl: null },
  content,
  createdAt: '2026-11-25 10:00:00',
  updatedAt: null,
});
const seqOf = (request: RecordedRequest) => Number(request.path.split('/')[3]);
const update = (seq: number, change: (comment: PostComment) => PostComment | null) => {
  comments = comments.flatMap((comment) => {
    if (comment.seq !== seq) return [comment];
    const next = change(comment);
    return next ? [next] : [];
  });
};
const guard = <Answer,>(name: string, reply: () => Answer) =>
  refused.has(name) ? fail('INTERNAL_ERROR') : reply();

serveApi(
  shellRoutes({
    'GET /api/account/me': (request) =>
      ok(wireUser({ seq: request.headers.api_key === 'Bearer seller' ? SELLER : MEMBER })),
    'GET /api/comment/list': () => okPage(comments, wirePagination(1, comments.length, 10)),
    'POST /api/comment': (request) =>
      guard('createComment', () => {
        const body = request.body as { content: string };
        const comment = wireComment({ seq: 1, content: body.content });
        comments = [...comments, comment];
        return created(comment);
      }),
    'PUT /api/comment/1': (request) =>
      guard('editComment', () => {
        update(1, (c) => ({
          ...c,
          content: (request.body as { content: string }).content,
          updatedAt: c.createdAt,
        }));
        return ok(comments[0]!);
      }),
    'DELETE /api/comment/1': (request) =>
      guard('deleteComment', () => {
        update(seqOf(request), () => null);
        return ok({ done: true });
      }),
    'POST /api/comment/1/reply': (request) =>
      guard('createReply', () => {
        const reply = sellerReply((request.body as { content: string }).content);
        update(1, (c) => ({ ...c, reply }));
        return created(reply);
      }),
    'PUT /api/comment/1/reply': (request) =>
      guard('editReply', () => ok(sellerReply((request.body as { content: string }).content))),
    'DELETE /api/comment/1/reply': () => guard('deleteReply', () => ok({ done: true })),
  }),
);
afterEach(() => {
  comments = [];
  refused = new Set();
});

const renderAs = (token?: string) =>
  renderWithProviders(<PostComments postType="COUPON" postSeq={6} sellerSeq={SELLER} />, {
    path: '/ecoupons/6',
    token,
  });

describe('PostComments', () => {
  it('invites a guest to sign in and come back', async () => {
    renderAs();
    expect(await screen.findByText('아직 댓글이 없습니다.')).toBeVisible();
    expect(screen.getByRole('link', { name: '로그인하고 댓글 쓰기' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fecoupons%2F6',
    );
  });

  it('posts, edits and deletes a comment of the member', async () => {
    const user = userEvent.setup();
    renderAs('member');
    const field = await screen.findByRole('textbox', { name: '댓글 쓰기' });
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeVisible();
    await user.type(field, '  유효기간이 언제까지인가요?  ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('유효기간이 언제까지인가요?')).toBeVisible();
    expect(field).toHaveValue('');
    expect(screen.getByRole('heading', { name: '댓글 (1)' })).toBeVisible();

    const article = within(await screen.findByRole('list')).getByRole('article');
    await user.click(within(article).getByRole('button', { name: '수정' }));
    const editField = within(article).getByRole('textbox', { name: '댓글 수정' });
    await user.clear(editField);
    await user.type(editField, '고친 글');
    await user.click(within(article).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('고친 글')).toBeVisible();
    expect(screen.getByText(/수정됨/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('아직 댓글이 없습니다.')).toBeVisible();
  });

  it('shows the toasts of a failed post, edit and delete', async () => {
    comments = [wireComment({ seq: 1 })];
    refused = new Set(['createComment', 'editComment', 'deleteComment']);
    const user = userEvent.setup();
    renderAs('member');
    await user.type(await screen.findByRole('textbox', { name: '댓글 쓰기' }), '둘째 글');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('댓글을 등록하지 못했습니다.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '수정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('댓글을 수정하지 못했습니다.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('댓글을 삭제하지 못했습니다.')).toBeVisible();
  });

  it("lets the post's seller reply, but not edit the member's comment", async () => {
    comments = [wireComment({ seq: 1 })];
    const user = userEvent.setup();
    renderAs('seller');
    await user.click(await screen.findByRole('button', { name: '답글' }));
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '답글' }), '내년 3월까지입니다.');
    await user.click(screen.getByRole('button', { name: '답글 등록' }));
    expect(await screen.findByText('내년 3월까지입니다.')).toBeVisible();
    expect(screen.getByText('디지털마켓님의 답글')).toBeVisible();
    expect(screen.getByRole('button', { name: '답글 수정' })).toBeVisible();
  });

  it('shows the toast of a failed reply', async () => {
    comments = [wireComment({ seq: 1 })];
    refused = new Set(['createReply']);
    const user = userEvent.setup();
    renderAs('seller');
    await user.click(await screen.findByRole('button', { name: '답글' }));
    await user.type(screen.getByRole('textbox', { name: '답글' }), '답');
    await user.click(screen.getByRole('button', { name: '답글 등록' }));
    expect(await screen.findByText('답글을 등록하지 못했습니다.')).toBeVisible();
  });

  it('shows the toasts of a failed reply edit and a failed reply delete', async () => {
    comments = [
      wireComment({
        seq: 1,
        reply: {
          seq: 9,
          author: { seq: SELLER, nickname: '디지털마켓', profileImageUrl: null },
          content: '내년 3월까지입니다.',
          createdAt: '2026-11-25 10:00:00',
          updatedAt: null,
        },
      }),
    ];
    refused = new Set(['editReply', 'deleteReply']);
    const user = userEvent.setup();
    renderAs('seller');
    await user.click(await screen.findByRole('button', { name: '답글 수정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('답글을 수정하지 못했습니다.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '답글 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '답글을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('답글을 삭제하지 못했습니다.')).toBeVisible();
  });
});
