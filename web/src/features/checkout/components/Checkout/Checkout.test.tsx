/**
 * The checkout against the real mock world (test/mock-world.ts, the small world): the buyer's own
 * cart, balances and the web's order fee, and orders the world places, refuses or replays.
 * Seeded facts of the small world this file relies on (checked in `buyerCart`): the buyer holds
 * 203,200 of e-money and 2,500 points; their cart has a buyable code at 10,800, a buyable coupon at
 * 4,200 and a line its seller took down; the web's order fee is a fixed 200.
 */
import type { CartItem } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { responseOf, serveMockWorld } from '@test/mock-world';
import { renderWithProviders } from '@test/render';
import { Checkout } from './Checkout';

const world = serveMockWorld('small');

const BUYER = 'buyer@example.com';

let keys = 0;
const makeKey = () => `key-${(keys += 1)}`;

/** Titles as the checkout shows them, in ko. */
const titleOf = (line: CartItem) => (JSON.parse(line.post.title) as { ko: string }).ko;

/** The buyer's cart lines the tests pay for, found in the world by what they are. */
async function buyerCart() {
  const buyer = await world.as(BUYER);
  const cart = await responseOf(buyer.cart.getCart());
  const code = cart.find((line) => line.type === 'CODE' && line.buyable)!;
  const coupon = cart.find((line) => line.type === 'COUPON' && line.buyable)!;
  const takenDown = cart.find((line) => line.reason === 'DISABLED')!;
  // The seeded facts the figures below are worked out from.
  expect([code.price, coupon.price]).toEqual([10_800, 4_200]);
  expect(await responseOf(buyer.wallet.getCredits())).toEqual({ emoney: 203_200, points: 2_500 });
  return { buyer, code, coupon, takenDown };
}

async function show(items: readonly CartItem[] | string) {
  keys = 0;
  const { token } = await world.signIn(BUYER);
  const chosen = typeof items === 'string' ? items : items.map((line) => line.seq).join(',');
  return renderWithProviders(<Checkout items={chosen} makeAttemptKey={makeKey} />, {
    token,
    path: `/checkout?items=${chosen}`,
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

/**
 * The refusal on the page, by its title: a failure's toast is an alert too, for the seconds it
 * stays, and the refusal shows at once.
 */
const findRefusal = () =>
  screen.findByRole('alert', { name: '주문되지 않았습니다. 결제된 금액은 없습니다.' });

/** The buyer's newest order in the world. */
async function newestOrder(buyer: Awaited<ReturnType<typeof buyerCart>>['buyer']) {
  const orders = await responseOf(buyer.orders.listOrders({ query: { page: 1 } }));
  return orders[0]!;
}

// Whole flows of clicks and calls: on shared cores some outlast the 30 s default.
describe('Checkout', { timeout: 60_000 }, () => {
  it('shows the chosen lines, the balances, the fee and the split, and pays with points first', async () => {
    const { buyer, code, coupon } = await buyerCart();
    const user = userEvent.setup();
    const view = await show([code, coupon]);
    const lines = await screen.findByRole('list', { name: '구매할 상품' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByText(titleOf(code))).toBeVisible();
    expect(within(lines).getByText(titleOf(coupon))).toBeVisible();
    expect(screen.getByTestId('emoney-balance')).toHaveTextContent('203,200원');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('2,500포인트');
    // 10,800 + 4,200 + the fee of 200
    expect(screen.getByTestId('order-total')).toHaveTextContent('15,200원');
    expect(screen.getByTestId('pay-emoney')).toHaveTextContent('15,200원');

    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(screen.getByTestId('pay-points')).toHaveTextContent('2,500포인트');
    // 15,200 - 2,500 points
    expect(screen.getByTestId('pay-emoney')).toHaveTextContent('12,700원');

    await agree(user);
    await user.click(payButton());
    await waitFor(() => expect(view.currentAddress()).toMatch(/^\/my\/orders\//));
    const placed = await newestOrder(buyer);
    expect(view.currentAddress()).toBe(`/my/orders/${placed.id}`);
    expect(placed).toMatchObject({ total: 15_200, paidWithPoints: 2_500, paidWithEmoney: 12_700 });
    // 203,200 - 12,700
    expect(await responseOf(buyer.wallet.getCredits())).toEqual({ emoney: 190_500, points: 0 });
    const sent = world.calls('/api/order');
    expect(sent).toHaveLength(1);
    // The lines in the cart's order (newest first).
    expect(sent[0]!.body).toEqual({ carts: [coupon.seq, code.seq], pointsToUse: 2_500 });
    expect(sent[0]!.headers['idempotency-key']).toBe('key-1');
  });

  it('sends nothing until both agreements are ticked', async () => {
    const { code } = await buyerCart();
    const user = userEvent.setup();
    await show([code]);
    await user.click(await screen.findByRole('button', { name: /결제하기$/ }));
    expect(screen.getAllByText('결제하려면 동의해 주세요.')).toHaveLength(2);
    expect(world.calls('/api/order')).toHaveLength(0);
  });

  it('names the line an order was refused for, and says nothing was charged', async () => {
    const { buyer, code, coupon } = await buyerCart();
    const user = userEvent.setup();
    await show([code, coupon]);
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    // Meanwhile another member buys the coupon (there is one of it).
    const other = await world.as('seller2@example.com');
    await responseOf(other.cart.addToCart({ body: { type: 'COUPON', typeSeq: coupon.typeSeq } }));
    const [line] = (await responseOf(other.cart.getCart())).filter(
      (candidate) => candidate.type === 'COUPON' && candidate.typeSeq === coupon.typeSeq,
    );
    await responseOf(
      other.orders.createOrder({
        body: { carts: [line!.seq] },
        headers: { 'idempotency-key': 'x' },
      }),
    );

    await user.click(payButton());
    expect(await screen.findByText('주문에 실패했습니다.')).toBeVisible();
    const alert = screen
      .getByText('주문되지 않았습니다. 결제된 금액은 없습니다.')
      .closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(alert).toHaveTextContent(`${titleOf(coupon)}: 품절되었습니다.`));
    expect(payButton()).toBeDisabled();
    expect(await responseOf(buyer.wallet.getCredits())).toEqual({ emoney: 203_200, points: 2_500 });
  });

  it('keeps the key when the answer was lost, so that paying again cannot pay twice', async () => {
    const { buyer, code } = await buyerCart();
    const user = userEvent.setup();
    const view = await show([code]);
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    // The world places the order, but its answer never reaches the page.
    world.loseNextAnswer('POST', '/api/order');
    await user.click(payButton());
    expect(await findRefusal()).toHaveTextContent('두 번 결제되지 않습니다');
    expect(screen.getByRole('list', { name: '구매할 상품' })).toBeVisible();
    await user.click(payButton());
    await waitFor(() => expect(view.currentAddress()).toMatch(/^\/my\/orders\//));
    expect(view.currentAddress()).toBe(`/my/orders/${(await newestOrder(buyer)).id}`);
    expect(world.calls('/api/order').map((call) => call.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-1',
    ]);
    // Paid once: 203,200 - (10,800 + the fee of 200)
    expect(await responseOf(buyer.wallet.getCredits())).toEqual({ emoney: 192_200, points: 2_500 });
  });

  it('starts a new attempt after a refusal or a change of points', async () => {
    const { code } = await buyerCart();
    const user = userEvent.setup();
    await show([code]);
    await screen.findByRole('list', { name: '구매할 상품' });
    await agree(user);
    await responseOf(
      world.control.addFault({
        body: { pattern: '/api/order', method: 'POST', code: 'INSUFFICIENT_BALANCE', times: 1 },
      }),
    );
    await user.click(payButton());
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('잔액이 이 주문 금액에 모자랍니다.');
    expect(within(refusal).getByRole('link', { name: 'e머니 충전하기' })).toHaveAttribute(
      'href',
      '/buy-emoney',
    );
    await responseOf(
      world.control.addFault({
        body: { pattern: '/api/order', method: 'POST', code: 'SERVICE_UNAVAILABLE', times: 1 },
      }),
    );
    await user.click(payButton());
    expect(await findRefusal()).toHaveTextContent('두 번 결제되지 않습니다');
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    await user.click(payButton());
    await waitFor(() => expect(world.calls('/api/order')).toHaveLength(3));
    expect(world.calls('/api/order').map((call) => call.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-2',
      'key-3',
    ]);
  });

  it('offers the top-up when e-money is short, and does not let the member pay', async () => {
    const { coupon } = await buyerCart();
    // A member with an empty wallet puts the coupon in their cart.
    const newbie = await world.as('newbie@example.com');
    expect(await responseOf(newbie.wallet.getCredits())).toEqual({ emoney: 0, points: 0 });
    await responseOf(newbie.cart.addToCart({ body: { type: 'COUPON', typeSeq: coupon.typeSeq } }));
    const [line] = await responseOf(newbie.cart.getCart());
    const { token } = await world.signIn('newbie@example.com');
    renderWithProviders(<Checkout items={String(line!.seq)} />, {
      token,
      path: `/checkout?items=${line!.seq}`,
    });
    const short = await screen.findByText('e머니가 부족합니다');
    expect(short).toBeVisible();
    // 4,200 + the fee of 200, with nothing to pay it
    expect(short.closest('[role="alert"]')).toHaveTextContent('잔액보다 더 필요한 e머니: 4,400원');
    expect(screen.getByRole('link', { name: 'e머니 충전하기' })).toHaveAttribute(
      'href',
      '/buy-emoney',
    );
    expect(payButton()).toBeDisabled();
  });

  it('says when none of the chosen lines is in the cart any more', async () => {
    await show('998,999');
    expect(
      await screen.findByText('주문할 상품이 없습니다. 선택한 상품이 장바구니에 없습니다.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('says which chosen lines cannot be bought and keeps Pay off', async () => {
    const { code, takenDown } = await buyerCart();
    await show([code, takenDown]);
    expect(await screen.findByText('판매자가 내린 상품이라 구매할 수 없습니다.')).toBeVisible();
    expect(payButton()).toBeDisabled();
  });

  it('shows the load error with its toast when a part fails to load, and loads it again on retry', async () => {
    const { code, coupon } = await buyerCart();
    const user = userEvent.setup();
    await responseOf(
      world.control.addFault({
        body: { pattern: '/api/common/fee/order', method: 'GET', code: 'INTERNAL_ERROR' },
      }),
    );
    await show([code, coupon]);
    expect(await screen.findByText('내용을 불러오지 못했습니다.')).toBeVisible();
    await responseOf(world.control.clearFaults());
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('15,200원');
  });
});
