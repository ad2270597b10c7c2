import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queriesSettled } from './queries-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const answerAfter = <T,>(ms: number, value: T) => () => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('queriesSettled', () => {
  it('waits for every running query, including one an answer started, then resolves', async () => {
    const client = new QueryClient();
    let done = false;
    void client.fetchQuery({ queryKey: ['a'], queryFn: answerAfter(300, 1) }).then(() =>
      // A dependent query, started by the first one's answer.
      client.fetchQuery({ queryKey: ['b'], queryFn: answerAfter(300, 2) }),
    );
    void queriesSettled(client).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(301);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(301);
    expect(done).toBe(true);
  });

  it('resolves at once when nothing is fetching, and after the cap when a request hangs', async () => {
    const idle = new QueryClient();
    let done = false;
    void queriesSettled(idle).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const hanging = new QueryClient();
    void hanging.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise(() => {}) });
    let capped = false;
    void queriesSettled(hanging, 2000).then(() => (capped = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(capped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(capped).toBe(true);
  });
});
