/**
 * A seller's room is found in the seller's room list. A list fetched before the room existed (the
 * console open while a buyer writes first, then a link to the new room) must not make the room
 * "not found": the list is asked for again once.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireChatRoom } from '@test/party-data';
import { renderWithProviders } from '@test/render';
import { ScriptedSocket } from '@test/scripted-socket';
import { serveApi } from '@test/serve-api';
import { chatSocketFor, closeChatSocket } from '@/lib/chat-socket';
import { createQueryClient } from '@/lib/query-client';
import { chatKeys } from '@/features/chat/api';
import { SellerChat } from './SellerChat';

const earlier = wireChatRoom({ roomId: 'p-CODE-3-7' });
const opened = wireChatRoom({
  roomId: 'p-CODE-4-9',
  typeSeq: 4,
  title: JSON.stringify({ ko: '새 쿠폰 방', en: 'New coupon room', es: 'Sala nueva' }),
});

const api = serveApi(shellRoutes({ 'GET /api/rooms': () => ok([opened, earlier]) }));

afterEach(() => {
  cleanup();
  closeChatSocket();
  ScriptedSocket.all = [];
});

/** The seller console's cache as it was before `opened` existed. */
function cacheWithout(room: typeof opened) {
  const queryClient = createQueryClient();
  const before = [earlier].filter((candidate) => candidate.roomId !== room.roomId);
  queryClient.setQueryData(chatKeys.rooms('seller'), {
    status: 200,
    body: { success: true, response: before, error: null, pagination: null },
    headers: new Headers(),
  });
  return queryClient;
}

describe('SellerChat', () => {
  it('opens a room that the cached list does not have yet, asking for the list once', async () => {
    chatSocketFor('seller', { url: 'ws://test/ws', WebSocket: ScriptedSocket });
    renderWithProviders(
      <SellerChat roomId={opened.roomId}>{(title) => <h1>{title}</h1>}</SellerChat>,
      {
        token: 'seller',
        queryClient: cacheWithout(opened),
      },
    );
    expect(await screen.findByRole('heading', { name: '새 쿠폰 방' })).toBeVisible();
    expect(api.calls('/api/rooms')).toHaveLength(1);
  });

  it('says not found when the list, asked again, still does not have the room', async () => {
    renderWithProviders(<SellerChat roomId="p-CODE-99-9" />, {
      token: 'seller',
      queryClient: cacheWithout(opened),
    });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    expect(screen.queryByText('새 쿠폰 방')).toBeNull();
    expect(api.calls('/api/rooms')).toHaveLength(1);
  });
});
