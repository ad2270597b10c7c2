import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './fixtures/stack-config';
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
  timeout: 90_000,
  globalTimeout: 4 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: topology().shell,
    ...devices['Pixel 5'],
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
