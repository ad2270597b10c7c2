import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Offline, a detail the device never loaded cannot be fetched (React Query pauses it): the proof screen
 * then uses what the lists the device keeps say about the item, so a proof can still be taken and
 * queued. Online, or once the detail is there, the detail decides as before.
 */
export function withOfflineFallback<T, F>(query: UseQueryResult<T>, fromLists: () => F | undefined): { data: T | F | undefined; status: UseQueryResult['status'] } {
  if (query.data !== undefined || query.status !== 'pending' || query.fetchStatus !== 'paused') return { data: query.data, status: query.status };
  const fallback = fromLists();
  return fallback === undefined ? { data: undefined, status: 'pending' } : { data: fallback, status: 'success' };
}
