import { afterEach, expect, it, vi } from 'vitest';
import { deleteUntilDone } from './delete-until-done';

afterEach(() => vi.useRealTimers());

it('deletes again later while the store refuses, until it succeeds, and never throws', async () => {
  vi.useFakeTimers();
  const calls: string[][] = [];
  const storage = {
    delete: vi.fn(async (keys: string[]) => {
      calls.push(keys);
      if (calls.length < 3) throw new Error('connect ECONNREFUSED');
    }),
  };
  await expect(deleteUntilDone(storage, ['p/a.webp', 't/a.webp'], undefined, [1000, 2000, 4000])).resolves.toBeUndefined();
  expect(calls).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1000);
  expect(calls).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(2000);
  expect(calls).toHaveLength(3);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toEqual([['p/a.webp', 't/a.webp'], ['p/a.webp', 't/a.webp'], ['p/a.webp', 't/a.webp']]);
});

it('gives up after the last wait and says so', async () => {
  vi.useFakeTimers();
  const storage = { delete: vi.fn(async () => Promise.reject(new Error('down'))) };
  const gaveUp = vi.fn();
  await deleteUntilDone(storage, ['p/b.webp'], gaveUp, [1000]);
  await vi.advanceTimersByTimeAsync(1000);
  expect(storage.delete).toHaveBeenCalledTimes(2);
  expect(gaveUp).toHaveBeenCalledWith(expect.objectContaining({ message: 'down' }));
});
