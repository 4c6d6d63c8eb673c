import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { cafeCategory, wireCategory } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { PostListFilters } from './PostListFilters';

const cafes = wireCategory({ seq: 19, label: cafeCategory });
const stores = wireCategory({
  seq: 31,
  label: { ko: '편의점', en: 'Convenience stores', es: 'Tiendas' },
});
const starbucks = wireCategory({
  seq: 20,
  parentSeq: 19,
  depth: 2,
  label: { ko: '스타벅스', en: 'Starbucks', es: 'Starbucks' },
});
const ediya = wireCategory({
  seq: 29,
  parentSeq: 19,
  depth: 2,
  label: { ko: '이디야커피', en: 'Ediya Coffee', es: 'Ediya Coffee' },
});

serveApi(
  shellRoutes({
    'GET /api/common/category/hierarchy': (request) => {
      const query = new URL(request.path, 'http://x').searchParams;
      const parentSeq = query.get('parentSeq');
      if (parentSeq === null) return ok({ parent: null, path: [], children: [cafes, stores] });
      if (parentSeq === '19')
        return ok({ parent: cafes, path: [cafes], children: [starbucks, ediya] });
      if (parentSeq === '31') return ok({ parent: stores, path: [stores], children: [] });
      return fail('NOT_FOUND');
    },
  }),
);

describe('PostListFilters', () => {
  it('puts the chosen category and subcategory in the address, the page starting over', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<PostListFilters postType="COUPON" />, {
      path: '/ecoupons?page=3',
    });

    await user.click(await screen.findByRole('radio', { name: '카페' }));
    expect(view.currentAddress()).toBe('/ecoupons?category=19');

    // Subcategories are the chosen category's children.
    await user.click(await screen.findByRole('radio', { name: '스타벅스' }));
    expect(view.currentAddress()).toBe('/ecoupons?category=19&subcategory=20');
    expect(screen.getByRole('radio', { name: '스타벅스' })).toBeChecked();

    // Another category drops the subcategory.
    await user.click(screen.getByRole('radio', { name: '편의점' }));
    expect(view.currentAddress()).toBe('/ecoupons?category=31');
    // It has no subcategories: no second row.
    await waitFor(() => expect(screen.queryByRole('group', { name: '세부 카테고리' })).toBeNull());

    await user.click(screen.getAllByRole('radio', { name: '전체' })[0]!);
    expect(view.currentAddress()).toBe('/ecoupons');
  });

  it('reads the filters of the address, ignoring invalid ones', async () => {
    const { unmount } = renderWithProviders(<PostListFilters postType="COUPON" />, {
      path: '/ecoupons?category=19&subcategory=29',
    });
    expect(await screen.findByRole('radio', { name: '카페' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: '이디야커피' })).toBeChecked();
    unmount();

    renderWithProviders(<PostListFilters postType="COUPON" />, {
      path: '/ecoupons?category=cafe&subcategory=20',
    });
    const all = await screen.findByRole('radio', { name: '전체' });
    expect(all).toBeChecked();
    expect(screen.queryByRole('group', { name: '세부 카테고리' })).toBeNull();
    expect(screen.getByRole('radio', { name: '카페' })).not.toBeChecked();
  });
});
