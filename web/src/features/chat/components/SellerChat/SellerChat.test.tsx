/**
 * A seller's room is found in the seller's room list. A list fetched before the room existed (the
 * console open while a buyer writes first, then a link to the new room) must not make the room
 * "not found": the list is asked for again once. Against the real mock world (test/mock-world.ts):
 * the buyer buys a coupon or a code of the seller and opens its room while the console holds the old list.
 */
import type { ChatRoom } from '@market/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responseOf, serveMockWorld } from '@test/mock-world';
import { renderWithProviders } from '@test/render';
import { createQueryClient } from '@/lib/api/query-client';
import { chatKeys } from '@/features/chat/api';
import { SellerChat } from './SellerChat';

const world = serveMockWorld('small');

const SELLER = 'seller@example.com';

/** The seller console's cache holding the room list as it was fetched at one moment. */
function cacheOf(rooms: ChatRoom[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(chatKeys.rooms('seller'), {
    status: 200,
    body: { success: true, response: rooms, error: null, pagination: null },
    headers: new Headers(),
  });
  return queryClient;
}

/** The seller's rooms now, as the world lists them. */
async function sellersRooms() {
  return responseOf((await world.as(SELLER)).chat.listRooms());
}

/** The buyer buys a coupon or a code of the seller and opens its room: a room the seller had not seen. */
async function buyerOpensNewRoom() {
  const accounts = await responseOf(world.control.accounts());
  const sellerSeq = accounts.find((account) => account.email === SELLER)!.userSeq;
  const buyer = await world.as('buyer@example.com');
  const line = (await responseOf(buyer.cart.getCart())).find(
    (candidate) =>
      candidate.type !== 'SUBSCRIPTION' &&
      candidate.buyable &&
      candidate.post.seller.seq === sellerSeq,
  )!;
  await responseOf(buyer.orders.createOrder({ body: { carts: [line.seq] } }));
  const { type, typeSeq } = line;
  return responseOf(buyer.chat.openRoom({ body: { roomType: 'PERSONAL', type, typeSeq } }));
}

describe('SellerChat', () => {
  it('opens a room that the cached list does not have yet, asking for the list once', async () => {
    const before = await sellersRooms();
    const opened = await buyerOpensNewRoom();
    expect(before.map((room) => room.roomId)).not.toContain(opened.roomId);
    const title = (JSON.parse(opened.title) as { ko: string }).ko;

    const { token } = await world.signIn(SELLER);
    renderWithProviders(
      <SellerChat roomId={opened.roomId}>{(heading) => <h1>{heading}</h1>}</SellerChat>,
      { token, queryClient: cacheOf(before) },
    );
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(world.calls('/api/rooms')).toHaveLength(1);
  });

  it('says not found when the list, asked again, still does not have the room', async () => {
    const rooms = await sellersRooms();
    const missing = 'p-code-999-999';
    expect(rooms.map((room) => room.roomId)).not.toContain(missing);
    const { token } = await world.signIn(SELLER);
    renderWithProviders(<SellerChat roomId={missing} />, {
      token,
      queryClient: cacheOf(rooms),
    });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    expect(world.calls('/api/rooms')).toHaveLength(1);
  });
});
