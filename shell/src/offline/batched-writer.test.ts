import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedWriter } from './batched-writer';

interface Answer {
  data: string;
  at: number;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

function writer() {
  const batches: Array<Record<string, string>> = [];
  const batched = createBatchedWriter<Answer>({
    versionOf: (answer) => answer.at,
    write: (batch) => batches.push(Object.fromEntries([...batch].map(([key, answer]) => [key, answer.data]))),
  });
  return { batched, batches };
}

describe('the batched writer', () => {
  it('writes what arrives in one task as one batch, a task later', async () => {
    const { batched, batches } = writer();
    batched.add('streak', { data: '4일', at: 1 });
    batched.add('week', { data: '월', at: 1 });
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([{ streak: '4일', week: '월' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(1);
  });

  it('keeps the newest value of a key, whatever the order of arrival', async () => {
    const { batched, batches } = writer();
    batched.add('list', { data: 'old', at: 1 });
    batched.add('list', { data: 'newest', at: 3 });
    batched.add('list', { data: 'late but older', at: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([{ list: 'newest' }]);
  });

  it('writes at once on flush, and nothing when nothing waits', () => {
    const { batched, batches } = writer();
    batched.flush();
    expect(batches).toEqual([]);
    batched.add('list', { data: 'a', at: 1 });
    batched.flush();
    expect(batches).toEqual([{ list: 'a' }]);
  });

  it('forgets what waits when dropped', async () => {
    const { batched, batches } = writer();
    batched.add('list', { data: 'a', at: 1 });
    batched.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([]);
  });
});
