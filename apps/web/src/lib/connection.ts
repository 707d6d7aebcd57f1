// Whether the device is online, as the query cache sees it (issue 12): queries pause without a
// connection and resume by themselves when it returns, so screens tell "offline" from "failed"
// and from "not found" with these.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';

const isOnline = () => onlineManager.isOnline();
/** The server renders online; the browser corrects it right after hydrating. */
const onlineOnServer = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, onlineOnServer);
}

/** The call got no answer at all (no connection, or the server out of reach). */
export const isConnectionError = (error: unknown): boolean => isApiError(error) && (error.code === 'network' || error.code === 'timeout');

/**
 * A query that has nothing to show until the connection returns: never answered and waiting
 * (paused) for a connection, or failed for want of one. It is asked again by itself on
 * reconnecting (refetchOnReconnect).
 */
export function waitsForConnection(query: { isPending: boolean; fetchStatus: string; isError: boolean; error: unknown; data?: unknown }): boolean {
  if (query.data !== undefined) return false;
  return (query.isPending && query.fetchStatus === 'paused') || (query.isError && isConnectionError(query.error));
}
