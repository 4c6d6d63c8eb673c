/**
 * One open room: its history pages, the live messages of the tab's socket and the lines this user
 * is sending, merged into one list by message id (so a reconnection's `joined` snapshot or a
 * refetched page never shows a message twice). Sending is optimistic: a line appears at once with a
 * `ref`, is replaced by the server's echo of that `ref`, or is marked failed for a retry.
 */
import { chatMessageOf, type ChatMessage } from '@market/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useChatSocket } from '@/lib/chat/use-chat-socket';
import { notifyError } from '@/lib/toasts/notify';
import { useSessionToken } from '@/lib/session/session';
import { useUploadImage } from '@/shared/uploads/api/use-upload-image';
import { chatKeys, useRoomHistory } from '../api';
import { mergeMessages } from '../utils/merge-messages';

/** How long a sent line waits for its echo on a live connection before it is marked failed. */
export const SEND_TIMEOUT_MS = 10_000;

export type PendingLine = {
  ref: string;
  status: 'sending' | 'failed';
  createdAt: string;
} & ({ kind: 'text'; text: string } | { kind: 'image'; file: File; url: string | null });

/** Why the socket refused the room: the subscription ended, not a member, or another failure. */
export type JoinRefusal = 'ended' | 'notMember' | 'memberMissing' | 'failed';

let refCounter = 0;
const nextRef = () => `r${Date.now().toString(36)}-${(refCounter += 1)}`;

function nowText(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function refusalOf(code: string): JoinRefusal {
  if (code === 'SUBSCRIPTION_ENDED') return 'ended';
  if (code === 'NOT_ROOM_MEMBER') return 'notMember';
  if (code === 'CHAT_MEMBER_MISSING') return 'memberMissing';
  return 'failed';
}

export function useChatRoom(roomId: string | null, { readOnly = false } = {}) {
  const { socket, state } = useChatSocket();
  const history = useRoomHistory(roomId);
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const upload = useUploadImage();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null);
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const settle = useCallback((ref: string, failed: boolean) => {
    const timer = timers.current.get(ref);
    if (timer) clearTimeout(timer);
    timers.current.delete(ref);
    setPending((lines) =>
      failed
        ? lines.map((line) => (line.ref === ref ? { ...line, status: 'failed' } : line))
        : lines.filter((line) => line.ref !== ref),
    );
  }, []);

  useEffect(() => {
    if (!socket || !roomId || readOnly) return;
    let joins = 0;
    const off = socket.onRoom(roomId, (event) => {
      if (event.type === 'joined') {
        joins += 1;
        setRefusal(null);
        setLive((messages) => mergeMessages(messages, event.history));
        // After a reconnection the snapshot covers the last messages only: refresh the pages too.
        if (joins > 1)
          void queryClient.invalidateQueries({ queryKey: chatKeys.history(token, roomId) });
        return;
      }
      if (event.type === 'message') {
        setLive((messages) => mergeMessages(messages, [chatMessageOf(event.message)]));
        if (event.ref) settle(event.ref, false);
        return;
      }
      const mine = event.ref && pendingRef.current.some((line) => line.ref === event.ref);
      if (mine && event.ref) {
        settle(event.ref, true);
        notifyError('sendChatMessage');
        return;
      }
      if (!event.ref) {
        setRefusal(refusalOf(event.code));
        notifyError('joinChat');
      }
    });
    const leave = socket.join(roomId);
    return () => {
      off();
      leave();
    };
  }, [socket, roomId, readOnly, queryClient, token, settle]);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  const armTimeout = useCallback(
    (ref: string) => {
      const check = () => {
        if (socket?.state !== 'ready') {
          timers.current.set(ref, setTimeout(check, SEND_TIMEOUT_MS));
          return;
        }
        settle(ref, true);
        notifyError('sendChatMessage');
      };
      timers.current.set(ref, setTimeout(check, SEND_TIMEOUT_MS));
    },
    [socket, settle],
  );

  const transmit = useCallback(
    async (line: PendingLine) => {
      if (!socket || !roomId) return;
      if (line.kind === 'text') {
        socket.send({ type: 'text', roomId, message: line.text, ref: line.ref });
        armTimeout(line.ref);
        return;
      }
      let url = line.url;
      if (!url) {
        try {
          url = await upload.mutateAsync(line.file);
        } catch {
          // The upload's failure toast is its mutation's (lib/toasts/mutation-toasts.ts).
          settle(line.ref, true);
          return;
        }
        setPending((lines) => lines.map((l) => (l.ref === line.ref ? { ...l, url } : l)));
      }
      socket.send({ type: 'image', roomId, images: [url], ref: line.ref });
      armTimeout(line.ref);
    },
    [socket, roomId, upload, armTimeout, settle],
  );

  const sendText = useCallback(
    (text: string) => {
      const line: PendingLine = {
        kind: 'text',
        text,
        ref: nextRef(),
        status: 'sending',
        createdAt: nowText(),
      };
      setPending((lines) => [...lines, line]);
      void transmit(line);
    },
    [transmit],
  );

  const sendImage = useCallback(
    (file: File) => {
      const line: PendingLine = {
        kind: 'image',
        file,
        url: null,
        ref: nextRef(),
        status: 'sending',
        createdAt: nowText(),
      };
      setPending((lines) => [...lines, line]);
      void transmit(line);
    },
    [transmit],
  );

  /** Send a failed line again under a new ref (the old one may still be echoed: it is dropped). */
  const retry = useCallback(
    (ref: string) => {
      const line = pendingRef.current.find((l) => l.ref === ref);
      if (!line) return;
      const again: PendingLine = { ...line, ref: nextRef(), status: 'sending' };
      setPending((lines) => lines.map((l) => (l.ref === ref ? again : l)));
      void transmit(again);
    },
    [transmit],
  );

  const messages = useMemo(() => {
    const pages = history.data?.pages ?? [];
    const stored = pages.flatMap((page) => page.body.response).reverse();
    return mergeMessages(stored, live);
  }, [history.data, live]);

  return {
    messages,
    pending,
    history,
    connection: state,
    refusal,
    sendText,
    sendImage,
    retry,
    reconnect: () => socket?.reconnect(),
  };
}
