// Keeps `pnpm bench:load` from rotting: the same script, 10 users for 5 s on its own port, with a fast
// think time and two sessions per user at least (so every flow runs, cheers included, however slow the
// machine). Asserts what the full run's budget asserts, not timings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runLoad } from './run-load';

test('10 users × 5 s: every flow acknowledged, zero errors, nothing lost', { timeout: 180_000 }, async () => {
  const result = await runLoad({ users: 10, durationMs: 5_000, port: 4331, postgres: false, rampMs: 500, think: { min: 50, max: 250 }, minSteps: 12 });
  assert.equal(result.summary.errors, 0, `errors: ${result.failures.join('\n')}`);
  assert.equal(result.verification.lost, 0, `lost: ${result.verification.examples.join('\n')}`);
  const { buckets, moments, proofs, friends, cheers } = result.acknowledged;
  assert.ok(buckets > 0 && moments > 0 && proofs > 0 && friends > 0 && cheers > 0, JSON.stringify(result.acknowledged));
  // Each write was read back: buckets, moments, proofs, friendships and cheers each count one check.
  assert.equal(result.verification.checked, buckets + moments + proofs + friends + cheers);
  assert.ok(result.passed);
});
