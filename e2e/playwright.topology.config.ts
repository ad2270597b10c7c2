import { defineConfig } from '@playwright/test';
import { PHONE_BROWSER } from '@momentum/stack/phone-browser';
import { topology } from './topology/topology-info';

// The browser half of `pnpm test:topology`: the specs in topology/ against the production topology
// (nginx in front of the static builds and three API replicas) that the topology runner started and
// described in the file TOPOLOGY_INFO names. Nothing is started here.
export default defineConfig({
  testDir: './topology',
  outputDir: './.runs/topology/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A hang guard, not a speed check: pinned to a third of one core the smoke journey took 90 s.
  timeout: 240_000,
  globalTimeout: 12 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { baseURL: topology().shell, ...PHONE_BROWSER },
});
