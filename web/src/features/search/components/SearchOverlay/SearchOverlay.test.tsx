import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { storageKeys } from '@/lib/browser/storage';
import { resetSearchHistoryCache } from '@/features/search/stores/search-history-store';
import { SearchOverlay } from './SearchOverlay';

serveApi(shellRoutes());
afterEach(() => {
  resetSearchHistoryCache();
});

const recentList = () =>
  within(screen.getByRole('region', { name: '최근 검색어' }))
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '전체 삭제');

describe('SearchOverlay', () => {
  it('lists the trending keywords of the server', async () => {
    renderWithProviders(<SearchOverlay opened onClose={() => undefined} />);
    const trending = await screen.findByRole('region', { name: '인기 검색어' });
    expect(await within(trending).findByRole('button', { name: /넷플릭스/ })).toBeVisible();
    expect(within(trending).getByRole('button', { name: /유튜브 프리미엄/ })).toBeVisible();
  });

  it('searches, keeping recent keywords newest first and each once, until cleared', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<SearchOverlay opened onClose={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: '검색어' });

    for (const keyword of ['넷플릭스', ' 왓챠 ', '넷플릭스']) {
      await user.clear(box);
      await user.type(box, keyword);
      await user.click(screen.getByRole('button', { name: '검색하기' }));
    }

    expect(view.currentAddress()).toBe(`/search/${encodeURIComponent('넷플릭스')}`);
    expect(view.history).toContain(`/search/${encodeURIComponent('왓챠')}`);
    expect(recentList()).toEqual(['넷플릭스', '왓챠']);
    expect(JSON.parse(localStorage.getItem(storageKeys.searchHistory) ?? '[]')).toEqual([
      '넷플릭스',
      '왓챠',
    ]);

    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(recentList()).toEqual([]);
    expect(screen.getByText('최근 검색어가 없습니다.')).toBeVisible();
    expect(localStorage.getItem(storageKeys.searchHistory)).toBeNull();
  });

  it('searches a trending keyword picked from the list, which joins the recent ones', async () => {
    const user = userEvent.setup();
    localStorage.setItem(storageKeys.searchHistory, JSON.stringify(['디즈니']));
    const view = renderWithProviders(<SearchOverlay opened onClose={() => undefined} />);
    const trending = await screen.findByRole('region', { name: '인기 검색어' });
    const pick = await within(trending).findByRole('button', { name: /유튜브 프리미엄/ });
    await user.click(pick);
    expect(view.currentAddress()).toBe(`/search/${encodeURIComponent('유튜브 프리미엄')}`);
    expect(recentList()).toEqual(['유튜브 프리미엄', '디즈니']);
  });

  it('searches again from a recent keyword', async () => {
    const user = userEvent.setup();
    localStorage.setItem(storageKeys.searchHistory, JSON.stringify(['디즈니', '넷플릭스']));
    const view = renderWithProviders(<SearchOverlay opened onClose={() => undefined} />);
    await user.click(
      within(screen.getByRole('region', { name: '최근 검색어' })).getByRole('button', {
        name: '넷플릭스',
      }),
    );
    expect(view.currentAddress()).toBe(`/search/${encodeURIComponent('넷플릭스')}`);
    expect(recentList()).toEqual(['넷플릭스', '디즈니']);
  });
});
