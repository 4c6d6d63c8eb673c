import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as ChatSocketModule from './chat-socket';
import type { ChatSocket, ChatSocketState } from './chat-socket';
import { useSessionToken } from '@/lib/session/session';

type SocketModule = typeof ChatSocketModule;

/**
 * The socket's module, with the protocol's Zod schemas and the reconnecting websocket, loads when a
 * chat screen first renders, beside its history's call, rather than in that screen's first load
 * (decision 043): nothing of it is painted.
 */
let loaded: SocketModule | undefined;
const loadSocketModule = () =>
  import('./chat-socket').then((module) => {
    loaded = module;
    return module;
  });

const noSubscribe = () => () => undefined;

/**
 * The tab's chat socket for the signed-in user (null when signed out, or while its module loads)
 * and its connection state. The socket is made on first use and kept for the tab; signing out
 * closes it.
 */
export function useChatSocket(): { socket: ChatSocket | null; state: ChatSocketState } {
  const token = useSessionToken();
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) void loadSocketModule().then(setModule);
  }, [module]);
  const socket = token && module ? module.chatSocketFor(token) : null;
  useEffect(() => {
    if (!token) module?.closeChatSocket();
  }, [token, module]);
  const subscribe = useCallback(
    (listener: () => void) => (socket ? socket.onState(listener) : noSubscribe()),
    [socket],
  );
  const state = useSyncExternalStore(subscribe, () => socket?.state ?? 'connecting');
  return { socket, state };
}
