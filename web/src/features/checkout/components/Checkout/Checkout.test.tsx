import type { CartItem, Order } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, fail, ok, type ReplyTo } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireCart } from '@test/cart-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { Checkout } from './Checkout';

let cart: CartItem[] = [];
let credits = { emoney: 50_000, points: 3_000 };
let answerOrder: () => ReplyTo<'POST /api/order'> = () => created(order('ORD-1'));
let feeFails = false;

function order(id: string, transfer: Order['transfer'] = null): Order {
  return {
    id,
    kind: 'CODE',
    status: transfer ? 'AWAITING_TRANSFER' : 'PAID',
    items: [],
    total: 14_700,
    paidWithEmoney: 14_700,
    paidWithPoints: 0,
    paid: !transfer,
    createdAt: '2026-11-25 10:00:00',
    paidAt: null,
    confirmAt: null,
    transfer,
  };
}

const api = serveApi(
  shellRoutes({
    'GET /api/cart': () => ok(cart),
    'GET /api/cp': () => ok(credits),
    'GET /api/common/fee/order': () =>
      feeFails ? fail('INTERNAL_ERROR') : ok({ rate: 0, fixedAmount: 200, description: null }),
    'POST /api/order': () => answerOrder(),
  }),
);

let keys = 0;
const makeKey = () => `key-${(keys += 1)}`;

function show(items = '1,2') {
  cart = wireCart();
  credits = { emoney: 50_000, points: 3_000 };
  answerOrder = () => created(order('ORD-1'));
  keys = 0;
  feeFails = false;
  return renderWithProviders(<Checkout items={items} makeAttemptKey={makeKey} />, {
    token: 'member',
    path: `/checkout?items=${items}`,
  });
}

async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: '이 구매에 대한 이용약관에 동의합니다.' }));
  await user.click(
    screen.getByRole('checkbox', {
      name: '구매를 위해 판매자에게 개인정보가 제공되는 것에 동의합니다.',
    }),
  );
}

const payButton = () => screen.getByRole('button', { name: /결제하기$/ });

describe('Checkout', () => {
  it('shows the chosen lines, the balances, the fee and the split, and pays with points first', async () => {
    const user = userEvent.setup();
    const view = show();
    const lines = await screen.findByRole('list', { name: '구매할 상품' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByText('게임 코드')).toBeVisible();
    expect(within(lines).getByText('커피 쿠폰')).toBeVisible();
    expect(screen.getByTestId('emoney-balance')).toHaveTextContent('50,000원');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('3,000포인트');
    expect(screen.getByTestId('order-total')).toHaveTextContent('14,700원');
    expect(screen.getByTestId('pay-emoney')).toHaveTextContent('14,700원');

    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(screen.getByTestId('pay-points')).toHaveTextContent('3,000포인트');
    expect(screen.getByTestId('pay-emoney')).toHaveTextContent('11,700원');

    await agree(user);
    await user.click(payButton());
    await waitFor(() => expect(view.currentAddress()).toBe('/my/orders/ORD-1'));
    const sent = api.calls('/api/order');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ carts: [1, 2], pointsToUse: 3_000 });
    expect(sent[0]!.headers['idempotency-key']).toBe('key-1');
  });

  it('sends nothing until both agreements are ticked', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: /결제하기$/ }));
    expect(screen.getAllByText('결제하려면 동의해 주세요.')).toHaveLength(2);
    expect(api.calls('/api/order')).toHaveLength(0);
  });

  it('names the line an order was refused for, and says nothing was charged', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    // The code sold to someone else meanwhile: the order is refused and the cart shows it sold.
    answerOrder = () => {
      cart = cart.map((item) =>
        item.seq === 1
          ? { ...item, post: { ...item.post, status: 'SOLD' } as CartItem['post'] }
          : item,
      );
      return fail('SOLD_OUT', 'The item is sold out: code post 11');
    };
    await user.click(payButton());
    expect(await screen.findByText('주문에 실패했습니다.')).toBeVisible();
    const alert = screen
      .getByText('주문되지 않았습니다. 결제된 금액은 없습니다.')
      .closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(alert).toHaveTextContent('게임 코드: 품절되었습니다.'));
    expect(payButton()).toBeDisabled();
  });

  it('keeps the key when the answer was lost, so that paying again cannot pay twice', async () => {
    const user = userEvent.setup();
    const view = show();
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    // The order was placed (the cart emptied) but its answer was lost.
    answerOrder = () => {
      cart = [];
      return fail('SERVICE_UNAVAILABLE');
    };
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('두 번 결제되지 않습니다');
    expect(screen.getByRole('list', { name: '구매할 상품' })).toBeVisible();
    answerOrder = () => created(order('ORD-1'));
    await user.click(payButton());
    await waitFor(() => expect(view.currentAddress()).toBe('/my/orders/ORD-1'));
    expect(api.calls('/api/order').map((call) => call.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-1',
    ]);
  });

  it('starts a new attempt after a refusal or a change of points', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    answerOrder = () => fail('INSUFFICIENT_BALANCE');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('잔액이 이 주문 금액에 모자랍니다.');
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'e머니 충전하기' }),
    ).toHaveAttribute('href', '/buy-emoney');
    answerOrder = () => fail('SERVICE_UNAVAILABLE');
    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    await user.click(payButton());
    await waitFor(() => expect(api.calls('/api/order')).toHaveLength(3));
    expect(api.calls('/api/order').map((call) => call.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-2',
      'key-3',
    ]);
  });

  it('offers the top-up when e-money is short, and does not let the member pay', async () => {
    cart = wireCart();
    credits = { emoney: 1_000, points: 0 };
    renderWithProviders(<Checkout items="1,2" />, { token: 'member', path: '/checkout?items=1,2' });
    expect(await screen.findByText('e머니가 부족합니다')).toBeVisible();
    expect(screen.getByText('13,700원')).toBeVisible();
    expect(screen.getByRole('link', { name: 'e머니 충전하기' })).toHaveAttribute(
      'href',
      '/buy-emoney',
    );
    expect(payButton()).toBeDisabled();
  });

  it('goes to the pending transfer of an order that awaits one', async () => {
    const user = userEvent.setup();
    const view = show('1');
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    answerOrder = () =>
      created(
        order('ORD-9', {
          payTo: { bankName: 'Bank', accountNumber: '1', accountHolder: 'Market' },
          depositorName: 'X',
          transferDeadline: '2026-11-26 10:00:00',
        }),
      );
    await user.click(payButton());
    await waitFor(() => expect(view.currentAddress()).toBe('/my/pending-transfer/ORD-9'));
  });

  it('says when none of the chosen lines is in the cart any more', async () => {
    show('98,99');
    expect(
      await screen.findByText('주문할 상품이 없습니다. 선택한 상품이 장바구니에 없습니다.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('says which chosen lines cannot be bought and keeps Pay off', async () => {
    show('1,3');
    expect(await screen.findByText('판매자가 내린 상품이라 구매할 수 없습니다.')).toBeVisible();
    expect(payButton()).toBeDisabled();
  });

  it('shows the load error with its toast when a part fails to load, and loads it again on retry', async () => {
    const user = userEvent.setup();
    cart = wireCart();
    feeFails = true;
    renderWithProviders(<Checkout items="1,2" />, { token: 'member', path: '/checkout?items=1,2' });
    expect(await screen.findByText('내용을 불러오지 못했습니다.')).toBeVisible();
    feeFails = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('14,700원');
  });
});
