/**
 * A live room over a scripted socket (test/scripted-socket.ts) and the file's API server: what the
 * user sees when a photo cannot be uploaded, and when a text is never echoed by the server.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wirePagination } from '@test/catalogue-data';
import { wireChatRoom } from '@test/party-data';
import { renderWithProviders } from '@test/render';
import { ScriptedSocket, until } from '@test/scripted-socket';
import { serveApi } from '@test/serve-api';
import { chatSocketFor, closeChatSocket } from '@/lib/chat-socket';
import { SEND_TIMEOUT_MS } from '@/features/chat/hooks/use-chat-room';
import { ChatRoom } from './ChatRoom';

const ROOM = 'p-CODE-3-7';

const api = serveApi(
  shellRoutes({
    'GET /api/rooms/p-CODE-3-7/chat': () => okPage([], wirePagination(1, 0, 30)),
    'POST /api/upload/image': () => fail('VALIDATION_FAILED', 'bad image'),
  }),
);

afterEach(() => {
  vi.useRealTimers();
  // Unmount (the room leaves) before the socket closes.
  cleanup();
  closeChatSocket();
  ScriptedSocket.all = [];
});

/** The room on a socket that is authenticated and has joined it. */
async function openRoom() {
  // The tab's socket for the test's token, on a scripted WebSocket (made before the first render).
  chatSocketFor('member', { url: 'ws://test/ws', WebSocket: ScriptedSocket });
  renderWithProviders(<ChatRoom room={wireChatRoom({ lastMessage: null })} />, {
    token: 'member',
  });
  await until(() => ScriptedSocket.latest()?.sent.length === 1);
  const socket = ScriptedSocket.latest();
  act(() => socket.receive({ type: 'ready', accountSeq: 7 }));
  // The room joins once its hook has the socket's module (loaded apart, use-chat-socket.ts).
  await until(() => socket.sent.length === 2);
  expect(socket.sent).toEqual([
    { type: 'auth', token: 'member' },
    { type: 'join', roomId: ROOM },
  ]);
  act(() => socket.receive({ type: 'joined', roomId: ROOM, history: [] }));
  expect(await screen.findByText(/아직 메시지가 없습니다/)).toBeVisible();
  // The composer loads after the messages (lazyPart).
  await screen.findByRole('textbox', { name: '메시지' });
  return socket;
}

const framesOfType = (socket: ScriptedSocket, type: string) =>
  socket.sent.filter((frame) => frame.type === type);

describe('ChatRoom', () => {
  it('shows the upload toast and a failed line when a photo cannot be uploaded, and sends nothing', async () => {
    const socket = await openRoom();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const photo = new File(['png-bytes'], 'receipt.png', { type: 'image/png' });
    // jsdom's File cannot read its bytes; a browser's can.
    photo.arrayBuffer = async () => new TextEncoder().encode('png-bytes').buffer;
    await user.upload(input, photo);

    expect(await screen.findByText('사진을 올리지 못했습니다.')).toBeVisible();
    const log = screen.getByRole('log');
    expect(within(log).getByText('사진: receipt.png')).toBeVisible();
    expect(within(log).getByText('전송 실패')).toBeVisible();
    expect(api.calls('/api/upload/image').map((call) => call.body)).toEqual([
      { fileName: 'receipt.png', contentType: 'image/png', dataBase64: btoa('png-bytes') },
    ]);
    expect(framesOfType(socket, 'image')).toEqual([]);
  });

  it('marks a text failed when no echo comes, and a retry confirmed by its echo replaces it', async () => {
    const socket = await openRoom();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: '메시지' }), '입금했어요{Enter}');

    const log = screen.getByRole('log');
    expect(within(log).getByText('입금했어요')).toBeVisible();
    expect(within(log).getByText('보내는 중…')).toBeVisible();
    const [first] = framesOfType(socket, 'text');
    expect(first).toMatchObject({ roomId: ROOM, message: '입금했어요' });

    // No echo and no error: after the send timeout the line is marked failed, with the send toast.
    act(() => vi.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(within(log).getByText('전송 실패')).toBeVisible();
    expect(await screen.findByText('메시지를 보내지 못했습니다.')).toBeVisible();

    await user.click(within(log).getByRole('button', { name: '다시 보내기' }));
    const retried = framesOfType(socket, 'text');
    expect(retried).toHaveLength(2);
    expect(retried[1]).toMatchObject({ roomId: ROOM, message: '입금했어요' });
    expect(retried[1]!.ref).not.toBe(first!.ref);
    expect(within(log).getByText('보내는 중…')).toBeVisible();

    act(() =>
      socket.receive({
        type: 'message',
        roomId: ROOM,
        ref: retried[1]!.ref,
        message: {
          accountSeq: 7,
          id: 'm-echo',
          type: 'TEXT',
          payload: '입금했어요',
          publishedAt: '2026-11-25 15:30:00',
        },
      }),
    );
    expect(within(log).getByText('입금했어요')).toBeVisible();
    expect(within(log).queryByText('전송 실패')).toBeNull();
    expect(within(log).queryByText('보내는 중…')).toBeNull();
    expect(within(log).queryByRole('button', { name: '다시 보내기' })).toBeNull();
    expect(log.querySelector('[data-message-id="m-echo"]')).not.toBeNull();
  });
});
