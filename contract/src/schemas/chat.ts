/**
 * Chat (SPEC §3): rooms opened from a post, GROUP for a party's members and founder, PERSONAL for a
 * buyer and a seller; messages as the history lists them. The live form of a message, pushed over
 * the websocket, is in ws-protocol.ts.
 */
import { DateTimeString, JsonText, ROOM_ID_MAX_LENGTH } from '@market/domain';
import { MessageType, PostType, RoomType } from '@market/domain/schemas';
import { z } from 'zod';
import { MemberSummary } from './user';
import { EntitySeq, ImageUrl, chatText } from './trade-fields';

/** Images one message may carry (SPEC §5 sets no number; chosen here). */
export const CHAT_IMAGES_MAX = 5;

/** Rooms are named by an opaque text id (also in the web's /seller/chats/{roomId}). */
export const RoomId = z
  .string()
  .max(ROOM_ID_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe('RoomId');
export type RoomId = z.infer<typeof RoomId>;

export const ChatMessage = z
  .object({
    /** The same id the live message carried, so that history and live updates merge. */
    id: z.string().min(1),
    createdAt: DateTimeString,
    /** Empty for a TEXT message. */
    images: z.array(ImageUrl),
    /** Null for an IMAGE message. */
    message: z.string().nullable(),
    messageType: MessageType,
    senderSeq: z.number().int().positive(),
  })
  .describe('ChatMessage');
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatRoom = z
  .object({
    roomId: RoomId,
    roomType: RoomType,
    /** The post the room was opened from, by type and seq within that type. */
    type: PostType,
    typeSeq: z.number().int().positive(),
    title: JsonText,
    members: z.array(MemberSummary),
    lastMessage: ChatMessage.nullable(),
    unreadCount: z.number().int().min(0),
    /** Read-only: the subscription has ended, so no message can be sent (SPEC §4). */
    closed: z.boolean(),
  })
  .describe('ChatRoom');
export type ChatRoom = z.infer<typeof ChatRoom>;

/** GROUP rooms exist for subscriptions only; the server refuses other pairs with 400. */
export const OpenRoomBody = z
  .object({ roomType: RoomType, type: PostType, typeSeq: EntitySeq })
  .strict();
export type OpenRoomBody = z.input<typeof OpenRoomBody>;

export const SendTextBody = z.object({ message: chatText }).strict();
export type SendTextBody = z.input<typeof SendTextBody>;

export const chatImagesField = z.array(ImageUrl).min(1).max(CHAT_IMAGES_MAX);

export const SendImagesBody = z.object({ images: chatImagesField }).strict();
export type SendImagesBody = z.input<typeof SendImagesBody>;
