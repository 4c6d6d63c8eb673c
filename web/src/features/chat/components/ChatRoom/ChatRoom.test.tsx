/**
 * A live room against the real mock world (test/mock-world.ts, the small world) over the real chat
 * socket, which MSW hands to the mock's chat service: what the user sees when a photo cannot be
 * uploaded (the mock refuses bytes that are not the image they claim to be), and when a text is
 * lost on its way (the test's network drops the frame) and a retry is confirmed by the world.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseOf, serveMockWorld, type ClientFrame } from '@test/mock-world';
import { renderWithProviders } from '@test/render';
import { SEND_TIMEOUT_MS } from '@/features/chat/hooks/use-chat-room';
import { ChatRoom } from './ChatRoom';

const world = serveMockWorld('small');

const BUYER = 'buyer@example.com';

afterEach(() => {
  vi.useRealTimers();
});

const framesOfType = (type: string) =>
  world.chatFrames.filter((frame: ClientFrame) => frame.type === type);

/** The buyer's room about a code they bought, and its messages, as the world holds them. */
async function buyersCodeRoom() {
  const buyer = await world.as(BUYER);
  const room = (await responseOf(buyer.chat.listRooms())).find(
    (candidate) => candidate.roomType === 'PERSONAL' && candidate.type === 'CODE',
  )!;
  const messages = async () =>
    responseOf(buyer.chat.listRoomMessages({ params: { id: room.roomId }, query: { page: 1 } }));
  return { room, messages };
}

/** The room on the tab's socket, authenticated and joined: its history on screen. */
async function openRoom() {
  const { room, messages } = await buyersCodeRoom();
  const { token } = await world.signIn(BUYER);
  renderWithProviders(<ChatRoom room={room} />, { token });
  // The composer loads after the messages (lazyPart).
  await screen.findByRole('textbox', { name: '메시지' });
  const log = screen.getByRole('log');
  const [latest] = await messages();
  expect(await within(log).findByText(latest!.message!)).toBeVisible();
  expect(framesOfType('auth')).toEqual([{ type: 'auth', token }]);
  expect(framesOfType('join')).toEqual([{ type: 'join', roomId: room.roomId }]);
  return { room, messages, log };
}

describe('ChatRoom', () => {
  it('shows the upload toast and a failed line when a photo cannot be uploaded, and sends nothing', async () => {
    const { messages, log } = await openRoom();
    const before = await messages();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const photo = new File(['png-bytes'], 'receipt.png', { type: 'image/png' });
    await user.upload(input, photo);

    expect(await screen.findByText('사진을 올리지 못했습니다.')).toBeVisible();
    expect(within(log).getByText('사진: receipt.png')).toBeVisible();
    expect(within(log).getByText('전송 실패')).toBeVisible();
    expect(world.calls('/api/upload/image').map((call) => call.body)).toEqual([
      { fileName: 'receipt.png', contentType: 'image/png', dataBase64: btoa('png-bytes') },
    ]);
    expect(framesOfType('image')).toEqual([]);
    expect(await messages()).toEqual(before);
  });

  it('marks a text failed when no echo comes, and a retry confirmed by its echo replaces it', async () => {
    const { room, messages, log } = await openRoom();
    // The first text never reaches the world.
    world.loseChatFrames((frame) => frame.type === 'text');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: '메시지' }), '입금했어요{Enter}');

    expect(within(log).getByText('입금했어요')).toBeVisible();
    expect(within(log).getByText('보내는 중…')).toBeVisible();
    const [first] = framesOfType('text');
    expect(first).toMatchObject({ roomId: room.roomId, message: '입금했어요' });

    // No echo and no error: after the send timeout the line is marked failed, with the send toast.
    act(() => vi.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(within(log).getByText('전송 실패')).toBeVisible();
    expect(await screen.findByText('메시지를 보내지 못했습니다.')).toBeVisible();

    await user.click(within(log).getByRole('button', { name: '다시 보내기' }));
    const retried = framesOfType('text');
    expect(retried).toHaveLength(2);
    expect(retried[1]).toMatchObject({ roomId: room.roomId, message: '입금했어요' });
    expect(retried[1]!.ref).not.toBe(first!.ref);

    // The world's echo confirms the retry: the line is the world's message, once.
    const [sent] = await vi.waitFor(async () => {
      const latest = await messages();
      expect(latest[0]?.message).toBe('입금했어요');
      return latest;
    });
    await vi.waitFor(() =>
      expect(log.querySelector(`[data-message-id="${sent!.id}"]`)).not.toBeNull(),
    );
    expect(within(log).getByText('입금했어요')).toBeVisible();
    expect(within(log).queryByText('전송 실패')).toBeNull();
    expect(within(log).queryByText('보내는 중…')).toBeNull();
    expect(within(log).queryByRole('button', { name: '다시 보내기' })).toBeNull();
    expect((await messages()).filter((message) => message.message === '입금했어요')).toHaveLength(
      1,
    );
  });
});
