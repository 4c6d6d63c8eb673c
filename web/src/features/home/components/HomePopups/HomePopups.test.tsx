import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wirePopup } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { storageKeys } from '@/lib/browser/storage';
import { resetClosedPopups } from '@/features/home/stores/popup-dismissals-store';
import { HomePopups } from './HomePopups';

const maintenance = wirePopup({
  seq: 1,
  title: JSON.stringify({ ko: '정기 점검 안내', en: 'Scheduled maintenance' }),
});
const welcome = wirePopup({
  seq: 2,
  title: JSON.stringify({ ko: '신규 회원 혜택', en: 'Welcome offer' }),
  linkUrl: '/create-account',
});

const api = serveApi(
  shellRoutes({ 'GET /api/common/banner/popup': () => ok([maintenance, welcome]) }),
);
afterEach(() => {
  resetClosedPopups();
  vi.unstubAllGlobals();
});

/** A new visit: this visit's closed popups are forgotten, local storage stays. */
function newVisit() {
  resetClosedPopups();
  return renderWithProviders(<HomePopups />);
}

describe('HomePopups', () => {
  it('shows the popups one after another; a closed one comes back on the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = newVisit();
    const first = await screen.findByRole('dialog', { name: '정기 점검 안내' });
    expect(first).toBeVisible();
    // The page has its banner already: the dialog's header must not be a second one (axe).
    expect(within(first).queryByRole('banner')).toBeNull();
    expect(screen.getByText('이어서 알림 1개가 더 있습니다.')).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: '신규 회원 혜택' })).toBeVisible();
    expect(screen.getByRole('link', { name: '자세히 보기' })).toHaveAttribute(
      'href',
      '/create-account',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    newVisit();
    expect(await screen.findByRole('dialog', { name: '정기 점검 안내' })).toBeVisible();
  });

  it('keeps a popup away for the rest of the day with "don\'t show today"', async () => {
    const user = userEvent.setup();
    const { unmount } = newVisit();
    await screen.findByRole('dialog', { name: '정기 점검 안내' });
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(await screen.findByRole('dialog', { name: '신규 회원 혜택' })).toBeVisible();

    const stored = JSON.parse(localStorage.getItem(storageKeys.dismissedPopups) ?? '{}');
    expect(Object.keys(stored)).toEqual(['1']);
    unmount();

    // Next visit, same day: only the other popup.
    newVisit();
    expect(await screen.findByRole('dialog', { name: '신규 회원 혜택' })).toBeVisible();
    expect(screen.queryByText('이어서 알림 1개가 더 있습니다.')).toBeNull();
  });

  it("asks for the popups only at the browser's first idle moment after the page rendered", async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { queryClient, unmount } = newVisit();
    // Rendered and its effects run: no call in flight, none made.
    expect(queryClient.isFetching()).toBe(0);
    expect(idleCallbacks).toHaveLength(1);

    act(() => idleCallbacks.forEach((callback) => callback()));
    expect(await screen.findByRole('dialog', { name: '정기 점검 안내' })).toBeVisible();
    expect(api.calls('/api/common/banner/popup')).toHaveLength(1);
    unmount(); // while the stubs, which unmounting calls, are still in place
  });

  it('shows a popup hidden on an earlier day again', async () => {
    localStorage.setItem(storageKeys.dismissedPopups, JSON.stringify({ 1: '2020-01-01' }));
    newVisit();
    expect(await screen.findByRole('dialog', { name: '정기 점검 안내' })).toBeVisible();
  });
});
