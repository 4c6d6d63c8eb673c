import { okPage } from '@test/api-server';
import type { Faq } from '@market/contract';
import { paginate } from '@market/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '@test/app-routes';
import { wireFaq } from '@test/content-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireText } from '@test/wire-data';
import { FaqList } from './FaqList';

/** The same words in every language: these tests look at filtering, not translation. */
const text = (words: string) => wireText({ ko: words, en: words, es: words });

/** 12 general questions and 2 about payment. */
const faqs: Faq[] = [
  ...Array.from({ length: 12 }, (_, index) =>
    wireFaq({
      seq: index + 1,
      title: text(`general-${index + 1}`),
      body: text(`answer-${index + 1}`),
    }),
  ),
  wireFaq({ seq: 13, category: 'PAYMENT', title: text('payment-1'), body: text('in won') }),
  wireFaq({
    seq: 14,
    category: 'PAYMENT',
    title: text('payment-2'),
    body: text('points too'),
  }),
];

const query = (path: string) => new URL(path, 'http://localhost').searchParams;

const api = serveApi(
  shellRoutes({
    'GET /api/common/faq/list': (request) => {
      const params = query(request.path);
      const category = params.get('category');
      const keyword = params.get('keyword') ?? '';
      const list = faqs.filter(
        (faq) => (!category || faq.category === category) && faq.title.includes(keyword),
      );
      const page = paginate(list, Number(params.get('page')), Number(params.get('size')));
      return okPage(page.items, page.pagination);
    },
  }),
);

const questions = () =>
  screen
    .getAllByRole('button', { name: /(general|payment)-\d+/ })
    .map((button) => button.textContent?.match(/(general|payment)-\d+/)?.[0]);
const lastQuery = () => query(api.requests.at(-1)!.path);

describe('FaqList', () => {
  it('filters by category through the address, starting again at page 1', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<FaqList />, { path: '/faq?page=2' });
    await waitFor(() =>
      expect(questions()).toEqual(['general-11', 'general-12', 'payment-1', 'payment-2']),
    );

    await user.click(screen.getByRole('radio', { name: '결제' }));

    await waitFor(() => expect(view.currentAddress()).toBe('/faq?category=PAYMENT'));
    await waitFor(() => expect(questions()).toEqual(['payment-1', 'payment-2']));
    expect(lastQuery().get('category')).toBe('PAYMENT');
    expect(lastQuery().get('page')).toBe('1');

    await user.click(screen.getByRole('radio', { name: '전체' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/faq'));
  });

  it('reads an unknown category as all', async () => {
    renderWithProviders(<FaqList />, { path: '/faq?category=NONSENSE' });
    await waitFor(() => expect(questions()).toHaveLength(10));
    expect(lastQuery().get('category')).toBeNull();
    expect(screen.getByRole('radio', { name: '전체' })).toBeChecked();
  });

  it('searches by keyword within the category and shows the answer of a question', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<FaqList />, { path: '/faq?category=PAYMENT' });
    await waitFor(() => expect(questions()).toHaveLength(2));

    await user.type(
      screen.getByRole('searchbox', { name: '자주 묻는 질문 검색' }),
      'payment-2{Enter}',
    );
    await waitFor(() =>
      expect(view.currentAddress()).toBe('/faq?category=PAYMENT&keyword=payment-2'),
    );
    await waitFor(() => expect(questions()).toEqual(['payment-2']));

    const question = screen.getByText('payment-2').closest('button')!;
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('points too')).toBeVisible());
  });

  it('pages through the address', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<FaqList />, { path: '/faq' });
    await waitFor(() => expect(questions()).toHaveLength(10));
    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    await user.click(within(pager).getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(view.currentAddress()).toBe('/faq?page=2'));
    await waitFor(() => expect(questions()).toHaveLength(4));
  });
});
