import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type ReplyTo } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { changeLocale } from '@/lib/i18n/i18n';
import { SellerPerkList } from './SellerPerkList';

const text = (ko: string, en: string, es: string) => JSON.stringify({ ko, en, es });
const perks = [
  {
    seq: 1,
    title: text('수수료 할인', 'Fee discount', 'Descuento en comisiones'),
    description: text('첫 달 수수료 50% 할인', 'Half fees for a month', 'Mitad de comisiones'),
    imageUrl: null,
    linkUrl: 'https://example.com/perks/1',
  },
  {
    seq: 2,
    title: text('<b>무료 배너</b>', '<b>Free banner</b>', '<b>Banner gratis</b>'),
    description: text('한 주 동안', 'For a week', 'Por una semana'),
    imageUrl: null,
    linkUrl: null,
  },
];

let answer: () => ReplyTo<'GET /api/seller/perks'> = () => ok(perks);
afterEach(() => {
  answer = () => ok(perks);
});

serveApi(shellRoutes({ 'GET /api/seller/perks': () => answer() }));

const render = () =>
  renderWithProviders(<SellerPerkList />, { path: '/seller/buy-perks', token: 't' });

describe('SellerPerkList', () => {
  it('lists the perks in the reader’s language, as text, with a link to claim when there is one', async () => {
    await changeLocale('en');
    render();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Fee discount' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Half fees for a month')).toBeInTheDocument();
    const claim = within(items[0]!).getByRole('link');
    expect(claim).toHaveAttribute('href', 'https://example.com/perks/1');
    expect(claim).toHaveAttribute('target', '_blank');
    // Markup in a title is shown as typed, and a perk without a link offers none.
    expect(
      within(items[1]!).getByRole('heading', { name: '<b>Free banner</b>' }),
    ).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no perk is offered', async () => {
    answer = () => ok([]);
    render();
    expect(await screen.findByText('지금 제공되는 혜택이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('offers a retry when the perks cannot be read', async () => {
    answer = () => fail('INTERNAL_ERROR');
    render();
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    answer = () => ok(perks);
    await userEvent.setup({ delay: null }).click(retry);
    expect(await screen.findByRole('heading', { name: '수수료 할인' })).toBeInTheDocument();
  });
});
