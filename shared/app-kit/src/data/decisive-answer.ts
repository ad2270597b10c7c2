// Answers kept on the device are for showing, never for deciding while online (ADR 0015): a decision
// waits for an answer fetched since `since`. Offline the kept answer is all there is, and the shell's
// offline notice says it is the last one loaded.
import { useSyncExternalStore } from 'react';
import { onlineManager, type UseQueryResult } from '@tanstack/react-query';

export type DecisiveStatus = 'pending' | 'error' | 'success';

export interface DecisiveAnswer<T> {
  /** The answer a decision may use, or undefined while none may decide yet. */
  data: T | undefined;
  status: DecisiveStatus;
  /** Offline, deciding on an answer kept from before `since`. */
  kept: boolean;
}

type QueryFacts<T> = Pick<UseQueryResult<T>, 'data' | 'status' | 'dataUpdatedAt' | 'errorUpdatedAt'>;

/** An answer older than this was restored from the device, not fetched in this page's life. */
export const PAGE_STARTED_AT = typeof performance === 'undefined' ? 0 : Math.floor(performance.timeOrigin);

export function decisiveAnswer<T>(query: QueryFacts<T>, since: number, online: boolean): DecisiveAnswer<T> {
  if (!online) {
    if (query.data !== undefined) return { data: query.data, status: 'success', kept: query.dataUpdatedAt < since };
    return { data: undefined, status: query.status === 'error' ? 'error' : 'pending', kept: false };
  }
  const lastFailed = query.errorUpdatedAt > query.dataUpdatedAt;
  if (lastFailed && query.errorUpdatedAt >= since) return { data: undefined, status: 'error', kept: false };
  if (!lastFailed && query.data !== undefined && query.dataUpdatedAt >= since) return { data: query.data, status: 'success', kept: false };
  return { data: undefined, status: 'pending', kept: false };
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnline);
}

export function useDecisiveAnswer<T>(query: QueryFacts<T>, since: number = PAGE_STARTED_AT): DecisiveAnswer<T> {
  return decisiveAnswer(query, since, useOnline());
}
