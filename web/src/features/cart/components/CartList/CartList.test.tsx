import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@market/contract';
import { fail, ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireCart } from '@test/cart-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { useCartCount } from '@/features/cart/api/use-cart-count';
import { CartList } from './CartList';

/** The header badge's count, read through the same hook as the header. */
function BadgeCount() {
  return <output aria-label="badge">{useCartCount()}</output>;
}

let cart: CartItem[] = [];
let removal: 'ok' | 'fail' = 'ok';
let listing: 'ok' | 'fail' = 'ok';

const api = serveApi(
  shellRoutes({
    'GET /api/cart': () => (listing === 'ok' ? ok(cart) : fail('INTERNAL_ERROR')),
    'GET /api/cart/itemCount': () => ok({ count: cart.length }),
    'POST /api/cart/delete': (request) => {
      if (removal === 'fail') return fail('INTERNAL_ERROR');
      const { seqList } = request.body as { seqList: number[] };
      cart = cart.filter((item) => !seqList.includes(item.seq));
      return ok({ count: cart.length });
    },
  }),
);

function show(items: CartItem[]) {
  cart = items;
  removal = 'ok';
  listing = 'ok';
  return renderWithProviders(
    <>
      <BadgeCount />
      <CartList />
    </>,
    { token: 'member', path: '/cart' },
  );
}

describe('CartList', () => {
  it('chooses every buyable line, says why the others cannot be chosen, and totals the chosen', async () => {
    show(wireCart());
    const code = await screen.findByRole('checkbox', { name: '게임 코드 선택' });
    expect(code).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '커피 쿠폰 선택' })).toBeChecked();

    const withdrawn = screen.getByRole('checkbox', { name: '내려간 코드 선택' });
    expect(withdrawn).toBeDisabled();
    expect(withdrawn).toHaveAccessibleDescription('판매자가 내린 상품이라 구매할 수 없습니다.');
    const joined = screen.getByRole('checkbox', { name: '영상 파티 선택' });
    expect(joined).toBeDisabled();
    expect(joined).toHaveAccessibleDescription('이미 참여 중인 파티입니다.');

    expect(screen.getByTestId('cart-total')).toHaveTextContent('14,500원');
    expect(screen.getByRole('link', { name: '2개 주문하기' })).toHaveAttribute(
      'href',
      '/checkout?items=1,2',
    );
  });

  it('unticks a line and the whole selection, and ticks them all again', async () => {
    const user = userEvent.setup();
    show(wireCart());
    await user.click(await screen.findByRole('checkbox', { name: '커피 쿠폰 선택' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('10,000원');
    expect(screen.getByRole('link', { name: '1개 주문하기' })).toHaveAttribute(
      'href',
      '/checkout?items=1',
    );

    const all = screen.getByRole('checkbox', { name: '전체 선택 (1/2)' });
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('0원');
    expect(screen.getByRole('button', { name: '0개 주문하기' })).toBeDisabled();
  });

  it('removes a line and refreshes the list and the badge count', async () => {
    const user = userEvent.setup();
    show(wireCart());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('4'),
    );
    await user.click(
      await screen.findByRole('button', { name: '커피 쿠폰을(를) 장바구니에서 삭제' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: '커피 쿠폰 선택' })).not.toBeInTheDocument(),
    );
    expect(api.calls('/api/cart/delete').at(-1)?.body).toEqual({ seqList: [2] });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('3'),
    );
    expect(await screen.findByText('장바구니에서 삭제했습니다.')).toBeVisible();
  });

  it('removes the chosen lines together', async () => {
    const user = userEvent.setup();
    show(wireCart());
    await user.click(await screen.findByRole('button', { name: '선택 삭제' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    expect(api.calls('/api/cart/delete').at(-1)?.body).toEqual({ seqList: [1, 2] });
  });

  it("shows SPEC §8's toast when a removal fails, and keeps the line", async () => {
    const user = userEvent.setup();
    show(wireCart());
    removal = 'fail';
    await user.click(
      await screen.findByRole('button', { name: '게임 코드을(를) 장바구니에서 삭제' }),
    );
    expect(await screen.findByText('장바구니에서 삭제하지 못했습니다.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '게임 코드 선택' })).toBeInTheDocument();
  });

  it('says the cart is empty, with a way to go shopping', async () => {
    show([]);
    expect(await screen.findByText('장바구니가 비어 있습니다.')).toBeVisible();
    expect(screen.getByRole('link', { name: '디지털 코드 둘러보기' })).toHaveAttribute(
      'href',
      '/digital-codes',
    );
  });

  it('shows the load error with its toast, and loads again on retry', async () => {
    const user = userEvent.setup();
    cart = wireCart();
    listing = 'fail';
    renderWithProviders(<CartList />, { token: 'member', path: '/cart' });
    expect(await screen.findByText('내용을 불러오지 못했습니다.')).toBeVisible();
    listing = 'ok';
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('checkbox', { name: '게임 코드 선택' })).toBeChecked();
  });
});
