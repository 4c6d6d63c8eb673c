import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  chatSocketFor,
  closeChatSocket,
  type ChatSocket,
  type ChatSocketState,
} from './chat-socket';
import { useSessionToken } from './session';

const noSubscribe = () => () => undefined;

/**
 * The tab's chat socket for the signed-in user (null when signed out) and its connection state.
 * The socket is made on first use and kept for the tab; signing out closes it.
 */
export function useChatSocket(): { socket: ChatSocket | null; state: ChatSocketState } {
  const token = useSessionToken();
  const socket = token ? chatSocketFor(token) : null;
  useEffect(() => {
    if (!token) closeChatSocket();
  }, [token]);
  const subscribe = useCallback(
    (listener: () => void) => (socket ? socket.onState(listener) : noSubscribe()),
    [socket],
  );
  const state = useSyncExternalStore(subscribe, () => socket?.state ?? 'connecting');
  return { socket, state };
}
