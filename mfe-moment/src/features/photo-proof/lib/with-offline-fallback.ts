import type { DecisiveAnswer } from '@momentum/app-kit/decisive-answer';

type Judged<T> = Pick<DecisiveAnswer<T>, 'data' | 'status'>;

/**
 * Offline, a detail the device never loaded cannot be fetched (React Query pauses it): the proof screen
 * then uses what the lists the device keeps say about the item, so a proof can still be taken and
 * queued. Online, or once the detail is there, the detail decides.
 */
export function withOfflineFallback<T, F>(answer: Judged<T>, paused: boolean, fromLists: () => F | undefined): Judged<T | F> {
  if (answer.data !== undefined || answer.status !== 'pending' || !paused) return answer;
  const fallback = fromLists();
  return fallback === undefined ? { data: undefined, status: 'pending' } : { data: fallback, status: 'success' };
}
