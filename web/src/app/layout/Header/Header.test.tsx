import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, type ReplyTo } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { Price } from '@/components/Price/Price';
import { storageKeys } from '@/lib/browser/storage';
import { Header } from './Header';

let cartCount: () => ReplyTo<'GET /api/cart/itemCount'> = () => ok({ count: 0 });

serveApi(shellRoutes({ 'GET /api/cart/itemCount': () => cartCount() }));
afterEach(() => {
  cartCount = () => ok({ count: 0 });
});

describe('Header', () => {
  it('switches language: the text changes, <html lang> follows and the choice is kept', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '구독 공유' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: '언어' }), 'en');

    const englishNav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(englishNav).getByRole('link', { name: 'Shared subscriptions' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem(storageKeys.language) ?? 'null')).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches currency: every price changes to USD at the server rate', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <p data-testid="price">
          <Price amountKrw={14000} />
        </p>
      </>,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('14,000원');

    await user.selectOptions(screen.getByRole('combobox', { name: '통화' }), 'USD');

    // 14,000 won at 1,400 won per dollar.
    await waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('US$10.00'));
    expect(JSON.parse(localStorage.getItem(storageKeys.currency) ?? 'null')).toBe('USD');
  });

  it('shows the latest notice cut at 30 characters, linking to it', async () => {
    renderWithProviders(<Header />);
    const link = await screen.findByRole('link', { name: /최신 공지/ });
    expect(link).toHaveAttribute('href', '/notices?activeItem=12');
    const title = link.textContent?.replace(/^최신 공지: /, '') ?? '';
    expect(title.endsWith('…')).toBe(true);
    expect(Array.from(title.slice(0, -1)).length).toBeLessThanOrEqual(30);
  });

  it('shows 99+ on the cart badge at 99 items, the count below', async () => {
    cartCount = () => ok({ count: 99 });
    const { unmount } = renderWithProviders(<Header />, { token: 'member' });
    // Label queries: role queries over the whole header are slow on a busy machine.
    expect(await screen.findByLabelText('장바구니 (99+)')).toHaveAttribute('href', '/cart');
    unmount();

    cartCount = () => ok({ count: 98 });
    renderWithProviders(<Header />, { token: 'member' });
    expect(await screen.findByLabelText('장바구니 (98)')).toHaveAttribute('href', '/cart');
  });

  it('offers sign-in to guests, returning to the current address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: '/ecoupons?page=2' });
    expect(screen.queryByRole('link', { name: 'e머니 충전' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계정 메뉴' }));
    expect(await screen.findByRole('menuitem', { name: '로그인' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fecoupons%3Fpage%3D2',
    );
  });

  it('opens the account menu from the keyboard, focus on the first item, Escape returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    screen.getByRole('button', { name: '계정 메뉴' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: '로그인' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '회원가입' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '계정 메뉴' })).toHaveFocus();
  });

  it('offers buy e-money and sign-out to members', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<Header />, { token: 'member', path: '/faq' });
    expect(screen.getByRole('link', { name: 'e머니 충전' })).toHaveAttribute('href', '/buy-emoney');
    await user.click(await screen.findByRole('button', { name: '계정 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '로그아웃' }));
    expect(view.currentAddress()).toBe('/login');
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });
});
