// One run on one host in a throttled Chromium: /login signed out and /home signed in, each in a fresh
// context (cold), then a reload of that /home (warm). The throttle is applied through CDP before the
// page navigates, so every byte and script runs under it.
import type { Browser, CDPSession } from '@playwright/test';
import type { Account } from '@momentum/stack/sign-up';
import type { Sample } from './figures';
import { APP_TIMEOUT_MS, coldHome, phoneContext, SETTLE_MS, signIn, throttledPage, trace } from './page-setup';
import { readProbe, waitForProbe } from './probe';
import { tallyTransfer, type Exchange, type Transfer } from './transfer';
import { recordWaterfall, waterfallLines } from './waterfall';
import { measureWithWorker } from './worker-visit';
import { measureTap, TAP_TARGETS } from './tap-visit';
import { throttleWorkers } from './worker-throttle';
import type { Throttle } from './settings';
import type { HostTarget, RunNotes } from './run-target';

/** Records what crossed the wire from now on, and waits for the network to go quiet. */
function watchTransfer(cdp: CDPSession, staticOrigins: ReadonlySet<string>) {
  const exchanges = new Map<string, Exchange>();
  const wireStatus = new Map<string, number>();
  let lastActivity = Date.now();
  let recording = true;
  const touch = () => (lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!recording || event.request.url.startsWith('data:')) return;
    exchanges.set(event.requestId, { url: event.request.url, cached: false, wireStatus: null, status: null, bytes: 0, done: false });
    touch();
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const exchange = exchanges.get(event.requestId);
    if (exchange) exchange.cached = true;
  });
  // Chromium reports a revalidated navigation or fetch() with the cached 200; this event has the wire's status.
  cdp.on('Network.responseReceivedExtraInfo', (event) => wireStatus.set(event.requestId, event.statusCode));
  cdp.on('Network.responseReceived', (event) => {
    const exchange = exchanges.get(event.requestId);
    if (!exchange) return;
    exchange.status = event.response.status;
    if (event.response.fromDiskCache) exchange.cached = true;
  });
  const finish = (requestId: string, bytes: number) => {
    const exchange = exchanges.get(requestId);
    if (!exchange || exchange.done) return;
    exchange.done = true;
    exchange.bytes = bytes;
    touch();
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  const inFlight = () => [...exchanges.values()].some((exchange) => !exchange.done);
  return {
    /** Resolves once nothing was in flight for `quietMs` (or after `maxMs`), then stops recording. */
    async settle(quietMs: number, maxMs: number): Promise<Transfer> {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight() || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      recording = false;
      for (const [id, exchange] of exchanges) exchange.wireStatus = wireStatus.get(id) ?? null;
      return tallyTransfer(exchanges.values(), staticOrigins);
    },
  };
}

export interface Run {
  sample: Sample;
  notes: RunNotes;
}

const once = (list: string[]) => [...new Set(list)];

/** A cold /login, signed out, in its own context. */
async function measureLogin(browser: Browser, target: HostTarget, throttle: Throttle, notes: RunNotes, workers: 'block' | 'allow') {
  const context = await phoneContext(browser, target.shell, workers);
  const throttledWorkers = workers === 'allow' ? await throttleWorkers(browser, new URL(target.shell).origin, throttle) : null;
  try {
    const { page } = await throttledPage(context, throttle);
    await page.goto('/login', { waitUntil: 'commit' });
    const rendered = await waitForProbe(page, 'loginLive', APP_TIMEOUT_MS);
    const label = workers === 'allow' ? '/login (worker allowed)' : '/login';
    if (!rendered) notes.notRendered.push(`${label}: ${page.url()}`);
    await page.waitForTimeout(SETTLE_MS);
    const reading = await readProbe(page);
    if (workers === 'block') notes.lcpElement.login = reading.lcpElement;
    notes.refused[workers === 'allow' ? 'worker' : 'login'].push(...once(reading.cspViolations));
    return { rendered: rendered ? 1 : 0, csp: reading.cspViolations.length, fcp: reading.fcp, lcp: reading.lcp, live: reading.loginLive };
  } finally {
    await throttledWorkers?.stop();
    await context.close();
  }
}

type BlockedHome = Pick<Sample, 'homeRendered' | 'homeCsp' | 'homeFcp' | 'homeLcp' | 'homeStreak' | 'homeCls' | 'warmRendered' | 'warmCsp' | 'warmStreak' | 'warmBytes' | 'warm304' | 'warm200' | 'warmCached'>;

/** Cold /home and its reload with the worker blocked: the pages and the HTTP cache alone. */
async function measureHome(browser: Browser, target: HostTarget, account: Account, throttle: Throttle, notes: RunNotes, waterfall: boolean): Promise<BlockedHome> {
  const context = await phoneContext(browser, target.shell, 'block');
  try {
    await signIn(context, account, target.shell);
    const { page, cdp } = await throttledPage(context, throttle);
    const requests = waterfall ? recordWaterfall(cdp) : null;
    const cold = await coldHome(page, notes.notRendered, '/home');
    notes.lcpElement.home = cold.reading.lcpElement;
    notes.refused.home = once(cold.reading.cspViolations);
    if (requests) {
      const at = (label: string, value: number | null) => `${label} ${value === null ? 'n/a' : Math.round(value)} ms`;
      notes.waterfall = [`${at('FCP', cold.fcp)}, ${at('streak', cold.streak)}`, ...waterfallLines(requests.entries(), cold.streak ?? Number.POSITIVE_INFINITY)];
    }
    // Let the first visit finish (the idle preload of the other tabs), so the reload revalidates a full cache.
    await watchTransfer(cdp, target.staticOrigins).settle(1500, 20_000);

    const watch = watchTransfer(cdp, target.staticOrigins);
    await page.reload({ waitUntil: 'commit' });
    const renderedAgain = await waitForProbe(page, 'streak', APP_TIMEOUT_MS);
    if (!renderedAgain) notes.notRendered.push(`/home warm: ${page.url()}`);
    const transfer = await watch.settle(1500, 20_000);
    const warm = await readProbe(page);
    notes.refused.warm = once(warm.cspViolations);
    return {
      homeRendered: cold.rendered,
      homeCsp: cold.csp,
      homeFcp: cold.fcp,
      homeLcp: cold.lcp,
      homeStreak: cold.streak,
      homeCls: cold.cls,
      warmRendered: renderedAgain ? 1 : 0,
      warmCsp: warm.cspViolations.length,
      warmStreak: warm.streak,
      warmBytes: transfer.bytes,
      warm304: transfer.status304,
      warm200: transfer.status200,
      warmCached: transfer.cached,
    };
  } finally {
    await context.close();
  }
}

/**
 * One run on one host. With the worker blocked: the cold /login, the cold /home and its warm reload.
 * With it allowed: the same cold /login and /home (the worker registers after load and idle, so these
 * should not move), then a repeat visit in a new page once the worker keeps what the first one loaded
 * (worker-visit.ts). A page that does not render is a result, not an error.
 */
export async function measureHost(browser: Browser, target: HostTarget, account: Account, throttle: Throttle, waterfall = false): Promise<Run> {
  const notes: RunNotes = { lcpElement: { login: null, home: null }, refused: { login: [], home: [], warm: [], worker: [] }, notRendered: [], waterfall: [], repeatWaterfall: [], tapWaterfall: {}, repeatNetwork: [] };
  trace(`${target.shell}: /login, worker blocked`);
  const login = await measureLogin(browser, target, throttle, notes, 'block');
  trace(`${target.shell}: /home and its reload, worker blocked`);
  const home = await measureHome(browser, target, account, throttle, notes, waterfall);
  trace(`${target.shell}: /login, worker allowed`);
  const workerLogin = await measureLogin(browser, target, throttle, notes, 'allow');
  const withWorker = await measureWithWorker(browser, target, account, throttle, notes, waterfall);
  trace(`${target.shell}: /home with the bell tapped at its paint, cold and reloaded`);
  const bell = await measureTap(browser, target, account, throttle, notes, TAP_TARGETS.bell, waterfall);
  trace(`${target.shell}: /mypage with a row tapped at its paint, cold and reloaded`);
  const row = await measureTap(browser, target, account, throttle, notes, TAP_TARGETS.row, waterfall);
  return {
    sample: {
      loginRendered: login.rendered,
      loginCsp: login.csp,
      loginFcp: login.fcp,
      loginLcp: login.lcp,
      loginLive: login.live,
      swLoginFcp: workerLogin.fcp,
      swLoginLcp: workerLogin.lcp,
      swLoginLive: workerLogin.live,
      ...home,
      ...withWorker,
      bellPainted: bell.cold.painted,
      bellOpen: bell.cold.open,
      bellAppOpen: bell.cold.appOpen,
      bellRatio: bell.cold.ratio,
      bellLost: bell.cold.lost,
      warmBellPainted: bell.warm.painted,
      warmBellOpen: bell.warm.open,
      warmBellAppOpen: bell.warm.appOpen,
      warmBellRatio: bell.warm.ratio,
      warmBellLost: bell.warm.lost,
      rowPainted: row.cold.painted,
      rowOpen: row.cold.open,
      rowRatio: row.cold.ratio,
      rowLost: row.cold.lost,
      warmRowPainted: row.warm.painted,
      warmRowOpen: row.warm.open,
      warmRowRatio: row.warm.ratio,
      warmRowLost: row.warm.lost,
    },
    notes,
  };
}
