/**
 * The chat journey, as the configured buyer: the contract lets only a post's buyers chat with its
 * seller, and a disposable member cannot buy (checkout needs a verified identity and a balance).
 * It opens the room of a purchased coupon or code and sends a text and an image; messages cannot
 * be deleted, so they are reported as left behind.
 */
import type { ChatMessage, ChatRoom } from '@market/contract';
import { type JourneyEnv, Journey, effect } from './journey';

export async function chatJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'chat');
  const { purchases } = env.inventory;
  const purchase = purchases.COUPON[0] ?? purchases.CODE[0];
  if (!purchase?.post) {
    const reason = 'no purchased coupon or code of the buyer discovered';
    journey.skipStep('chat.openRoom', 'open the room of a purchase', 'buyer', reason);
    return;
  }
  const room = (await journey.step('chat.openRoom', 'open the room of a purchase', 'buyer', {
    body: { roomType: 'PERSONAL', type: purchase.post.type, typeSeq: purchase.post.seq },
    verify: (_, value) =>
      (value as ChatRoom)?.typeSeq === purchase.post.seq
        ? []
        : [effect('the room is of another post')],
  })) as ChatRoom | undefined;
  if (!room?.roomId) return;
  const byId = { id: room.roomId };
  const text = `Contract runner ${env.runId}: please ignore this message.`;
  const sent = (await journey.step('chat.sendMessage', 'send a text', 'buyer', {
    params: byId,
    body: { message: text },
    expect: { status: 201 },
    verify: (_, message) =>
      (message as ChatMessage)?.message === text
        ? []
        : [effect('the message is not the text sent')],
  })) as ChatMessage | undefined;
  if (sent)
    env.leftBehind.push(
      `messages of ${env.ctx.options.accounts.buyer.email} in chat room ${room.roomId}`,
    );
  await journey.step('chat.listRoomMessages', 'find it first in the history', 'buyer', {
    params: byId,
    query: { page: 1 },
    expect: { status: 'success', page: { page: 1, size: undefined } },
    verify: (_, items) =>
      Array.isArray(items) && (items[0] as ChatMessage | undefined)?.id === sent?.id
        ? []
        : [effect('the newest message of the history is not the one sent')],
  });
  if (!env.imageUrl) {
    journey.skipStep('chat.sendImages', 'send an image', 'buyer', 'no image was uploaded');
    return;
  }
  await journey.step('chat.sendImages', 'send an image', 'buyer', {
    params: byId,
    body: { images: [env.imageUrl] },
    expect: { status: 201 },
  });
}
