// expectStays (fixtures/expect-stays.ts), the check behind every "nothing happened" assertion: it must
// hold for the whole window, and fail as soon as the value turns, or those assertions mean nothing.
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';

test('holds for the whole window while the value stays', async () => {
  const started = Date.now();
  let reads = 0;
  await expectStays(() => {
    reads += 1;
    return [];
  }, [], { windowMs: 400, intervalMs: 50 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  expect(reads).toBeGreaterThan(4);
});

test('fails at the first read after the value turns, not at the end of the window', async () => {
  const seen: string[] = [];
  setTimeout(() => seen.push('late violation'), 200);
  const started = Date.now();
  const failure = await expectStays(() => seen, [], { windowMs: 5_000, intervalMs: 50, message: 'no violation' }).then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('late violation');
  expect(failure?.message).toContain('no violation');
  expect(Date.now() - started).toBeLessThan(2_000);
});
