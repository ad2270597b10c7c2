import { describe, expect, it } from 'vitest';
import { decisiveAnswer } from './decisive-answer';

const SINCE = 1_000_000;
const kept = { data: { isCompleted: false }, status: 'success' as const, dataUpdatedAt: SINCE - 60_000, errorUpdatedAt: 0 };

describe('decisiveAnswer', () => {
  it('online, never decides on an answer from before `since` (kept on the device, or made stale by a write)', () => {
    expect(decisiveAnswer(kept, SINCE, true)).toEqual({ data: undefined, status: 'pending', kept: false });
  });

  it('online, decides on the answer fetched since, and on a failure since', () => {
    const fresh = { ...kept, data: { isCompleted: true }, dataUpdatedAt: SINCE + 5 };
    expect(decisiveAnswer(fresh, SINCE, true)).toEqual({ data: { isCompleted: true }, status: 'success', kept: false });
    // A refetch that failed after a kept answer: the kept data stays in the query, the decision is the failure.
    expect(decisiveAnswer({ ...kept, errorUpdatedAt: SINCE + 5 }, SINCE, true)).toMatchObject({ status: 'error', data: undefined });
    expect(decisiveAnswer({ data: undefined, status: 'error', dataUpdatedAt: 0, errorUpdatedAt: SINCE + 5 }, SINCE, true).status).toBe('error');
    // An older failure (before the screen opened) is waited past, like an older answer.
    expect(decisiveAnswer({ data: undefined, status: 'error', dataUpdatedAt: 0, errorUpdatedAt: SINCE - 5 }, SINCE, true).status).toBe('pending');
  });

  it('offline, decides on what the device kept, and says it is kept', () => {
    expect(decisiveAnswer(kept, SINCE, false)).toEqual({ data: { isCompleted: false }, status: 'success', kept: true });
    expect(decisiveAnswer({ data: undefined, status: 'pending', dataUpdatedAt: 0, errorUpdatedAt: 0 }, SINCE, false).status).toBe('pending');
  });
});
