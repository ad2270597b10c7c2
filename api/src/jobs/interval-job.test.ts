import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createIntervalJob } from './interval-job.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const logger = () => {
  const errors: string[] = [];
  return { errors, log: { error: (_: unknown, msg: string) => void errors.push(msg) } as unknown as FastifyBaseLogger };
};

it('never starts a run while the last one is still going, and stop() waits for it', async () => {
  const { log } = logger();
  let finish = () => {};
  let runs = 0;
  const job = createIntervalJob('slow job', () => ((runs += 1), new Promise<void>((r) => (finish = r))), log);
  job.start(1_000);
  await vi.advanceTimersByTimeAsync(3_500);
  expect(runs).toBe(1);

  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish();
  await stopping;
  await vi.advanceTimersByTimeAsync(5_000);
  expect(runs).toBe(1);
});

it('logs a failed run and runs again at the next interval', async () => {
  const { log, errors } = logger();
  let runs = 0;
  const job = createIntervalJob('flaky job', async () => {
    runs += 1;
    if (runs === 1) throw new Error('database away');
  }, log);
  job.start(1_000);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(runs).toBe(2);
  expect(errors).toEqual(['flaky job failed']);
  await job.stop();
});
