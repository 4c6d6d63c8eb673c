/**
 * The websocket chat protocol: JSON text frames, each one message told apart by `type`. A socket
 * first sends `auth` with the session token (browsers cannot set the `api_key` header on a
 * websocket), waits for `ready`, then joins rooms and sends into them. Errors reuse the codes of the
 * error catalogue, so a client handles a refused send like a refused HTTP call.
 */
import { DateTimeString } from '@market/domain';
import { MessageType } from '@market/domain/schemas';
import { z } from 'zod';
import { ErrorCode } from './errors';
import { ChatMessage, RoomId, chatImagesField } from './schemas/chat';
import { ImageUrl, chatText } from './schemas/trade-fields';

/** Where the server accepts chat sockets (the web's dev server proxies it with /api). */
export const CHAT_SOCKET_PATH = '/ws';

/** Messages the server sends back in `joined`, newest last. */
export const JOIN_HISTORY_SIZE = 30;

/**
 * A client's own id for a message it sends, echoed on the resulting `message` or `error`, so that an
 * optimistic line can be replaced or marked failed.
 */
const ref = z.string().min(1).max(64).optional();

// Client -> server

export const AuthMessage = z
  .object({ type: z.literal('auth'), token: z.string().min(1) })
  .strict()
  .describe('AuthMessage');
export const JoinMessage = z
  .object({ type: z.literal('join'), roomId: RoomId })
  .strict()
  .describe('JoinMessage');
export const LeaveMessage = z
  .object({ type: z.literal('leave'), roomId: RoomId })
  .strict()
  .describe('LeaveMessage');
export const SendTextMessage = z
  .object({ type: z.literal('text'), roomId: RoomId, message: chatText, ref })
  .strict()
  .describe('SendTextMessage');
export const SendImageMessage = z
  .object({ type: z.literal('image'), roomId: RoomId, images: chatImagesField, ref })
  .strict()
  .describe('SendImageMessage');
export const PingMessage = z
  .object({ type: z.literal('ping'), at: z.number().int().optional() })
  .strict()
  .describe('PingMessage');

export const ClientMessage = z.discriminatedUnion('type', [
  AuthMessage,
  JoinMessage,
  LeaveMessage,
  SendTextMessage,
  SendImageMessage,
  PingMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
/** What a client may write before defaults and trimming apply. */
export type ClientMessageInput = z.input<typeof ClientMessage>;

// Server -> client

const liveBase = {
  /** The sender. */
  accountSeq: z.number().int().positive(),
  /** Also the `ChatMessage.id` of the same message in the history. */
  id: z.string().min(1),
  publishedAt: DateTimeString,
};

/** The live message of SPEC §3: text as a string payload, images as a list of addresses. */
export const LiveMessage = z
  .discriminatedUnion('type', [
    z.object({ ...liveBase, type: z.literal(MessageType.enum.TEXT), payload: z.string() }),
    z.object({ ...liveBase, type: z.literal(MessageType.enum.IMAGE), payload: z.array(ImageUrl) }),
  ])
  .describe('LiveMessage');
export type LiveMessage = z.infer<typeof LiveMessage>;

export const ReadyMessage = z
  .object({ type: z.literal('ready'), accountSeq: z.number().int().positive() })
  .describe('ReadyMessage');
export const JoinedMessage = z
  .object({ type: z.literal('joined'), roomId: RoomId, history: z.array(ChatMessage) })
  .describe('JoinedMessage');
export const RoomMessage = z
  .object({ type: z.literal('message'), roomId: RoomId, message: LiveMessage, ref })
  .describe('RoomMessage');
export const ErrorMessage = z
  .object({
    type: z.literal('error'),
    code: ErrorCode,
    message: z.string(),
    /** The room the refused message was about, if any. */
    roomId: RoomId.optional(),
    ref,
  })
  .describe('ErrorMessage');
export const PongMessage = z
  .object({ type: z.literal('pong'), at: z.number().int().optional() })
  .describe('PongMessage');

export const ServerMessage = z.discriminatedUnion('type', [
  ReadyMessage,
  JoinedMessage,
  RoomMessage,
  ErrorMessage,
  PongMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

// Parsing and encoding

export type ParseResult<T> =
  | { ok: true; message: T }
  | { ok: false; error: { code: ErrorCode; message: string } };

/** A frame as the platform hands it over: text, or bytes (Node's Buffer is a Uint8Array). */
export type Frame = string | ArrayBuffer | ArrayBufferView;

function frameText(frame: Frame): string {
  if (typeof frame === 'string') return frame;
  const bytes =
    frame instanceof ArrayBuffer
      ? new Uint8Array(frame)
      : new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength);
  return new TextDecoder().decode(bytes);
}

function parseFrame<S extends z.ZodTypeAny>(schema: S, frame: Frame): ParseResult<z.infer<S>> {
  let json: unknown;
  try {
    json = JSON.parse(frameText(frame));
  } catch {
    return { ok: false, error: { code: 'MALFORMED_JSON', message: 'The frame is not JSON.' } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return {
    ok: false,
    error: { code: 'VALIDATION_FAILED', message: `${where}${issue?.message ?? 'invalid message'}` },
  };
}

/** Read a frame a client sent; the server answers a failure with an `error` message. */
export const parseClientMessage = (frame: Frame): ParseResult<ClientMessage> =>
  parseFrame(ClientMessage, frame);

/** Read a frame the server sent. */
export const parseServerMessage = (frame: Frame): ParseResult<ServerMessage> =>
  parseFrame(ServerMessage, frame);

/** Validate and serialise a message for the wire; throws on a message the protocol forbids. */
export const encodeClientMessage = (message: ClientMessageInput): string =>
  JSON.stringify(ClientMessage.parse(message));

export const encodeServerMessage = (message: ServerMessage): string =>
  JSON.stringify(ServerMessage.parse(message));
