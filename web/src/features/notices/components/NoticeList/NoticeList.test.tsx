import type { Notice } from '@market/contract';
import { paginate } from '@market/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireNoticeOf } from '@test/content-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireText } from '@test/wire-data';
import { changeLocale } from '@/lib/i18n/i18n';
import { NoticeList } from './NoticeList';

/**
 * 12 notices, newest first: titles notice-1 … notice-12, bodies body-1 … body-12. Seqs 1 … 12
 * (a notice's default date is seq days before the reference time).
 */
const notices: Notice[] = Array.from({ length: 12 }, (_, index) =>
  wireNoticeOf({
    seq: index + 1,
    title: wireText({
      ko: `notice-${index + 1}`,
      en: `notice-${index + 1}-en`,
      es: `aviso-${index + 1}`,
    }),
    body: wireText({
      ko: `body-${index + 1}`,
      en: `body-${index + 1}-en`,
      es: `cuerpo-${index + 1}`,
    }),
  }),
);
const seqOf = (number: number) => notices[number - 1]!.seq;

const query = (path: string) => new URL(path, 'http://localhost').searchParams;

const api = serveApi(
  shellRoutes({
    // As the API: a keyword filters, activeItem picks the page holding that notice (404 when the
    // list has none), otherwise `page`.
    'GET /api/notice': (request) => {
      const params = query(request.path);
      const keyword = params.get('keyword') ?? '';
      const size = Number(params.get('size'));
      const list = notices.filter((notice) => notice.title.includes(keyword));
      const activeItem = params.get('activeItem');
      let page = Number(params.get('page') ?? 1);
      if (activeItem) {
        const index = list.findIndex((notice) => notice.seq === Number(activeItem));
        if (index < 0) return fail('NOT_FOUND', `No notice ${activeItem} in this list`);
        page = Math.floor(index / size) + 1;
      }
      const result = paginate(list, page, size);
      return okPage(result.items, result.pagination);
    },
  }),
);

/** The accordion control of a notice. Found by its title text: role queries are slow. */
const control = (title: string) => {
  const button = screen.getByText(title).closest('button');
  if (!button) throw new Error(`No control for ${title}`);
  return button;
};
const noticeRequests = () =>
  api.requests.filter((request) => request.path.startsWith('/api/notice'));

describe('NoticeList', () => {
  it('opens and closes notices from the keyboard, keeping the open one in the address', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<NoticeList />, { path: '/notices' });
    await screen.findByText('notice-1');
    const [first, second] = [control('notice-1'), control('notice-2')];

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(view.currentAddress()).toBe(`/notices?activeItem=${seqOf(2)}&page=1`),
    );
    expect(second).toHaveAttribute('aria-expanded', 'true');
    // The panel opens once the list refetched for the new address; on a loaded machine that is later.
    await waitFor(() => expect(screen.getByText('body-2')).toBeVisible());

    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(view.currentAddress()).toBe(`/notices?activeItem=${seqOf(1)}&page=1`),
    );
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.currentAddress()).toBe('/notices?page=1'));
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens a linked notice on the page the server finds it on, in the visitor's language", async () => {
    await changeLocale('en');
    renderWithProviders(<NoticeList />, { path: `/notices?activeItem=${seqOf(12)}` });

    expect(await screen.findByText('body-12-en')).toBeVisible();
    expect(control('notice-12-en')).toHaveAttribute('aria-expanded', 'true');
    const request = query(noticeRequests().at(-1)!.path);
    expect(request.get('activeItem')).toBe(String(seqOf(12)));
    expect(request.get('page')).toBeNull();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('falls back to the first page when the linked notice does not exist', async () => {
    renderWithProviders(<NoticeList />, { path: '/notices?activeItem=99999' });
    expect(
      await screen.findByText('찾으시는 공지사항이 없어 첫 페이지를 보여 드립니다.'),
    ).toBeVisible();
    expect(await screen.findByText('notice-1')).toBeVisible();
    expect(query(noticeRequests().at(-1)!.path).get('page')).toBe('1');
  });

  it('pages through the address, closing the open notice', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<NoticeList />, {
      path: `/notices?activeItem=${seqOf(3)}&page=1`,
    });
    await screen.findByText('body-3');
    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    await user.click(within(pager).getByRole('button', { name: '다음 페이지' }));

    await waitFor(() => expect(view.currentAddress()).toBe('/notices?page=2'));
    expect(await screen.findByText('notice-11')).toBeVisible();
    expect(screen.queryByText('notice-1')).toBeNull();
    expect(query(noticeRequests().at(-1)!.path).get('page')).toBe('2');
  });

  it('searches by keyword, starting again at page 1, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<NoticeList />, { path: '/notices?page=2' });
    const box = await screen.findByRole('searchbox', { name: '공지사항 검색' });

    await user.type(box, 'notice-1{Enter}');
    await waitFor(() => expect(view.currentAddress()).toBe('/notices?keyword=notice-1'));
    // notice-1, notice-10, notice-11, notice-12
    await waitFor(() => expect(screen.getAllByText(/^notice-\d+$/)).toHaveLength(4));

    await user.clear(box);
    await user.type(box, 'nothing{Enter}');
    expect(await screen.findByText('‘nothing’에 맞는 공지사항이 없습니다.')).toBeVisible();
  });
});
