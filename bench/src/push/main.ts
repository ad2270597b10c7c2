// `pnpm --filter @momentum/bench push`: the time from a knock's answer to its push at the push service,
// p50/p99 over 100 knocks, on the real API process (PGlite, then PostgreSQL) and a local push service
// that decrypts each push. Exits 0 whenever it could measure; --only=pglite|postgres, --knocks=N.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccessTokens } from '@momentum/api/test-support/access-token';
import { startLocalPushService } from '@momentum/api/test-support/local-push-service';
import { startPostgresCluster } from '@momentum/dev-services';
import { percentile } from '@momentum/stack/load';
import { startApiServer } from '../api/api-server';
import { budgetLine, verdictOf } from '../summary';
import { arrangePairs } from './arrange';
import { timeKnocks, type PushArrivals } from './knock-timings';

const DRIVERS = ['pglite', 'postgres'] as const;
type Driver = (typeof DRIVERS)[number];
const API_PORTS: Record<Driver, number> = { pglite: 4320, postgres: 4321 };
/** Knocks before the timed ones: the first requests compile the API's hot paths. */
const WARM_UP = 10;
/** The budgets (docs/budgets.md): a notification as good as at once, and well inside 10 s at worst. */
const P50_BUDGET_MS = 250;
const P99_BUDGET_MS = 1000;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const knockCount = Number(arg('knocks') ?? 100);
const drivers = arg('only') ? DRIVERS.filter((d) => d === arg('only')) : [...DRIVERS];
const machineLoad = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(driver: Driver) {
  const waiting = new Map<string, (at: number) => void>();
  const service = await startLocalPushService({ onReceived: (push) => waiting.get(push.deviceId)?.(performance.now()) });
  const arrivals: PushArrivals = {
    next: (deviceId, timeoutMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        waiting.set(deviceId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }),
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `momentum-bench-push-${driver}-`));
  const cluster = driver === 'postgres' ? await startPostgresCluster({ maxConnections: 50 }) : null;
  try {
    const devices = Array.from({ length: WARM_UP + knockCount }, () => service.newDevice());
    const pairs = await arrangePairs({ dataDir, databaseUrl: cluster?.url ?? null }, devices);
    const jwtSecret = randomBytes(32).toString('base64url');
    const api = await startApiServer({ port: API_PORTS[driver], jwtSecret, dataDir, ...(cluster ? { databaseUrl: cluster.url } : {}) });
    try {
      const tokens = createAccessTokens(jwtSecret, () => Date.now());
      const signed = await Promise.all(pairs.map(async (pair) => ({ ...pair, token: await tokens.issue(pair.senderId) })));
      const before = machineLoad();
      await timeKnocks(api.url, signed.slice(0, WARM_UP), arrivals);
      const { timings, lost } = await timeKnocks(api.url, signed.slice(WARM_UP), arrivals);
      if (service.problems.length > 0) throw new Error(`the push service refused pushes: ${service.problems.join('; ')}`);
      return { timings, lost, load: `${before} before, ${machineLoad()} after` };
    } finally {
      await api.stop();
    }
  } finally {
    await cluster?.destroy();
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const lines: string[] = [];
for (const driver of drivers) {
  console.log(`push (${driver}): ${knockCount} knocks, each to its own friend's device, one at a time`);
  const { timings, lost, load } = await measure(driver);
  const sorted = (pick: (t: (typeof timings)[number]) => number) => timings.map(pick).sort((a, b) => a - b);
  const afterAnswer = sorted((t) => t.afterAnswerMs);
  const afterRequest = sorted((t) => t.afterRequestMs);
  console.log(`  ${load}`);
  console.log(`  push after the knock's answer:  p50 ${ms(percentile(afterAnswer, 50))}, p99 ${ms(percentile(afterAnswer, 99))}, max ${ms(afterAnswer.at(-1) ?? 0)}`);
  console.log(`  push after the knock's request: p50 ${ms(percentile(afterRequest, 50))}, p99 ${ms(percentile(afterRequest, 99))}, max ${ms(afterRequest.at(-1) ?? 0)}`);
  console.log(`  pushes that never came (30 s each): ${lost}`);
  const [p50, p99] = [percentile(afterAnswer, 50), percentile(afterAnswer, 99)];
  lines.push(budgetLine(`push after a knock's answer, p50 (${driver})`, ms(p50), '≤', ms(P50_BUDGET_MS), verdictOf(p50, '≤', P50_BUDGET_MS)));
  lines.push(budgetLine(`push after a knock's answer, p99 (${driver})`, ms(p99), '≤', ms(P99_BUDGET_MS), lost > 0 ? 'OVER' : verdictOf(p99, '≤', P99_BUDGET_MS)));
  lines.push(budgetLine(`knock pushes lost (${driver})`, String(lost), '≤', '0', verdictOf(lost, '≤', 0)));
}
console.log(`\n${lines.join('\n')}`);
