// `pnpm bench:hosting`: what the Node static layer buys over plain static hosting (nginx, ADR 0013) as a
// throttled phone feels it: the same builds both ways, hosts alternating run by run, medians side by
// side, then the waiting-time budgets per host. Method: docs/benchmarks.md.

// Type-only imports are erased: nothing runs before the offset is set.
import type { HostName } from './figures';
import type { HostTarget } from './run-target';
import type { Run } from './visits';

// The e2e fixtures read the offset when first imported: set it before importing them.
process.env.E2E_PORT_OFFSET ??= '100';

const fs = await import('node:fs');
const { chromium } = await import('@playwright/test');
const { CHROMIUM_PATH, extraPort, stackUrls } = await import('@momentum/stack/stack-config');
const { buildIfMissing, seedUser, startStack } = await import('../bytes/stack');
const { startStaticHost } = await import('./static-host');
const { measureHost } = await import('./visits');
const { parseSettings, describeThrottle, USAGE } = await import('./settings');
const { HOSTS, HOST_LABELS, TABLE_HEADER, aggregateSamples, comparisonRows, experienceBudgets, renderTable } = await import('./figures');

/** One run's headline figures, printed as it finishes. */
function runLine({ sample, notes }: Run): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)}`);
  const refused = Object.values(notes.refused).reduce((sum, list) => sum + list.length, 0);
  const kb = (value: number | null) => (value === null ? 'n/a' : `${(value / 1000).toFixed(1)} KB`);
  return (
    `/login FCP ${ms(sample.loginFcp)} live ${ms(sample.loginLive)} · /home FCP ${ms(sample.homeFcp)} LCP ${ms(sample.homeLcp)} ` +
    `data ${ms(sample.homeStreak)} · warm data ${ms(sample.warmStreak)} ${sample.warm304}×304 ${sample.warm200}×200 · ` +
    `+worker: live ${ms(sample.swLoginLive)} data ${ms(sample.swHomeStreak)} registered ${ms(sample.swRegistered)}, repeat data ${ms(sample.repeatStreak)} code ${kb(sample.repeatCodeBytes)} · ` +
    `bell painted ${ms(sample.bellPainted)} open ${ms(sample.bellOpen)} app ${ms(sample.bellAppOpen)}${sample.bellLost ? ' (first tap lost)' : ''}, warm ${ms(sample.warmBellPainted)} open ${ms(sample.warmBellOpen)} app ${ms(sample.warmBellAppOpen)}${sample.warmBellLost ? ' (first tap lost)' : ''} · ` +
    `row painted ${ms(sample.rowPainted)} open ${ms(sample.rowOpen)}${sample.rowLost ? ' (first tap lost)' : ''}, warm ${ms(sample.warmRowPainted)} open ${ms(sample.warmRowOpen)}${sample.warmRowLost ? ' (first tap lost)' : ''} (ms)` +
    (notes.notRendered.length > 0 ? ` · NOT RENDERED: ${notes.notRendered.join(', ')}` : '') +
    (refused > 0 ? ` · ${refused} refused by CSP` : '')
  );
}

/** The value most runs saw (the first of a tie). */
function mostCommon(values: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value ?? 'none', (counts.get(value ?? 'none') ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best ? `${best[0]}${counts.size > 1 ? ` (${best[1]} of ${values.length} runs)` : ''}` : 'none';
}

let settings: ReturnType<typeof parseSettings>;
try {
  settings = parseSettings(process.argv.slice(2));
} catch (error) {
  console.error(`bench:hosting: ${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}

buildIfMissing();
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const stack = await startStack();
let staticHost: Awaited<ReturnType<typeof startStaticHost>> | undefined;
try {
  // Extra ports of the e2e stack: the API's APP_ORIGINS lists them, so the nginx shell may sign in.
  staticHost = await startStaticHost(stack.distRoot, { shell: extraPort(8), cdn: extraPort(9) });
  console.log(
    `bench:hosting: Node layer ${stackUrls.shell} (remotes ${stackUrls.home} … ${stackUrls.mypage}), ` +
      `nginx ${staticHost.shell} (remotes ${staticHost.cdn}${staticHost.brotli ? ', brotli_static' : ', gzip only'}), ` +
      `API ${stackUrls.api}; up in ${seconds(started)} (E2E_PORT_OFFSET=${process.env.E2E_PORT_OFFSET})`,
  );
  const { account } = await seedUser();
  const targets: Record<HostName, HostTarget> = {
    node: {
      shell: stackUrls.shell,
      staticOrigins: new Set([stackUrls.shell, stackUrls.home, stackUrls.moment, stackUrls.feed, stackUrls.mypage].map((url) => new URL(url).origin)),
    },
    nginx: { shell: staticHost.shell, staticOrigins: new Set([staticHost.shell, staticHost.cdn].map((url) => new URL(url).origin)) },
  };
  console.log(`bench:hosting: ${describeThrottle(settings.throttle)}; ${settings.runs} runs per host`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const runs: Record<HostName, Run[]> = { node: [], nginx: [] };
  const measuring = Date.now();
  try {
    for (let run = 0; run < settings.runs; run += 1) {
      // Alternate which host goes first, so a machine getting busier or quieter hits both alike.
      const order = run % 2 === 0 ? HOSTS : [...HOSTS].reverse();
      for (const host of order) {
        const result = await measureHost(browser, targets[host], account, settings.throttle, settings.waterfall && run === settings.runs - 1);
        runs[host].push(result);
        console.log(`  run ${run + 1} ${HOST_LABELS[host].padEnd(14)} ${runLine(result)}`);
      }
    }
  } finally {
    await browser.close();
  }

  const aggregates = { node: aggregateSamples(runs.node.map((r) => r.sample)), nginx: aggregateSamples(runs.nginx.map((r) => r.sample)) };
  console.log(`\nMedians of ${settings.runs} runs per host (measured in ${seconds(measuring)}). ${describeThrottle(settings.throttle)}.`);
  console.log('Difference = Node layer − static host: negative is where the Node layer is faster or smaller.\n');
  console.log(renderTable(TABLE_HEADER, comparisonRows(aggregates, settings.runs)));
  // The product's waiting-time budgets, per host (pnpm bench's summary reads these lines).
  console.log('\nBudgets (what a throttled phone waits for)');
  const overEnforced: string[] = [];
  for (const host of HOSTS) {
    const { lines, failed } = experienceBudgets(aggregates[host], HOST_LABELS[host]);
    console.log(lines.join('\n'));
    overEnforced.push(...failed);
  }
  for (const host of HOSTS) {
    const notes = runs[host].map((r) => r.notes);
    console.log(`\n${HOST_LABELS[host]}: LCP element /login ${mostCommon(notes.map((n) => n.lcpElement.login))}, /home ${mostCommon(notes.map((n) => n.lcpElement.home))}`);
    const broken = notes.flatMap((n) => n.notRendered);
    if (broken.length > 0) console.log(`  the app did not render: ${[...new Set(broken)].join('; ')}`);
    const visitLabels = { login: '/login', home: '/home', warm: '/home warm', worker: 'the visits with the worker' } as const;
    for (const visit of ['login', 'home', 'warm', 'worker'] as const) {
      const refused = [...new Set(notes.flatMap((n) => n.refused[visit]))];
      if (refused.length > 0) console.log(`  refused by the page policy on ${visitLabels[visit]}: ${refused.slice(0, 6).join(', ')}${refused.length > 6 ? ` (+${refused.length - 6})` : ''}`);
    }
    // Which requests of the repeat visits with the worker reached the network (the API's aside).
    const touched = [...new Set(notes.flatMap((n) => n.repeatNetwork))];
    console.log(`  repeat visit with the worker, to the network besides the API: ${touched.length === 0 ? 'nothing' : ''}`);
    for (const url of touched) console.log(`    ${url}`);
  }
  if (settings.waterfall) {
    for (const host of HOSTS) {
      const last = runs[host].at(-1);
      console.log(`\n${HOST_LABELS[host]}: cold /home of run ${settings.runs}, requests up to the streak (start → headers → end)`);
      console.log((last?.notes.waterfall ?? []).map((line) => `  ${line}`).join('\n'));
      console.log(`${HOST_LABELS[host]}: repeat /home with the worker, the page's requests up to the streak`);
      console.log((last?.notes.repeatWaterfall ?? []).map((line) => `  ${line}`).join('\n'));
      for (const [name, lines] of Object.entries(last?.notes.tapWaterfall ?? {})) {
        console.log(`${HOST_LABELS[host]}: cold page with the ${name} tapped at its paint, requests and the app's marks up to what it opened`);
        console.log(lines.map((line) => `  ${line}`).join('\n'));
      }
    }
  }
  if (settings.jsonFile) {
    const report = {
      measuredAt: new Date().toISOString(),
      throttle: settings.throttle,
      runs: settings.runs,
      hosts: Object.fromEntries(HOSTS.map((host) => [host, { shell: targets[host].shell, staticOrigins: [...targets[host].staticOrigins] }])),
      samples: runs,
      aggregates,
    };
    fs.writeFileSync(settings.jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nbench:hosting: wrote ${settings.jsonFile}`);
  }
  if (aggregates.node.loginRendered === 0 && aggregates.nginx.loginRendered === 0) throw new Error('/login rendered on neither host');
  if (aggregates.node.homeRendered === 0 && aggregates.nginx.homeRendered === 0) throw new Error('/home rendered on neither host');
  if (settings.check && overEnforced.length > 0) {
    console.error(`\nbench:hosting --check: over budget: ${overEnforced.join('; ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('bench:hosting: could not measure:', error);
  process.exitCode = 1;
} finally {
  await staticHost?.stop();
  await stack.stop();
}
export {};
