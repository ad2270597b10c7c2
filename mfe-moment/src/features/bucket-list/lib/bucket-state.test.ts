import { describe, expect, it } from 'vitest';
import { BUCKET_STATE_LABEL, getBucketState } from './bucket-state';

describe('bucket item state', () => {
  it.each([
    [{ isCompleted: true, isChallenging: false }, 'completed'],
    [{ isCompleted: true, isChallenging: true }, 'completed'],
    [{ isCompleted: false, isChallenging: true }, 'challenging'],
    [{ isCompleted: false, isChallenging: false }, 'pending'],
  ] as const)('%o → %s', (flags, state) => {
    expect(getBucketState(flags)).toBe(state);
    expect(BUCKET_STATE_LABEL[state]).toMatch(/\S/);
  });
});
