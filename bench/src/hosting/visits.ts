// One run on one host, in a throttled Chromium: /login signed out in a fresh context, then /home signed
// in in another fresh context (cold cache: a new context has its own HTTP cache and sockets), then a
// reload of that /home (warm: what revalidation costs). Throttling is Chromium's own, applied through
// CDP to the page before it navigates, so every byte and every script runs under it.
import { type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { Account } from '../../../e2e/fixtures/sign-up';
import { PHONE_CONTEXT } from '../../../e2e/fixtures/phone-browser';
import { stackUrls } from '../../../e2e/fixtures/stack-config';
import { cumulativeLayoutShift, type Sample } from './figures';
import { installProbe, readProbe, waitForProbe } from './probe';
import { tallyTransfer, type Exchange, type Transfer } from './transfer';
import { recordWaterfall, waterfallLines } from './waterfall';
import type { Throttle } from './settings';

export interface HostTarget {
  /** The shell's origin on this host. */
  shell: string;
  /** Origins whose answers are this host's files (the shell's and the remotes'), for the 304/200 counts. */
  staticOrigins: ReadonlySet<string>;
}

/** Far beyond what a throttled first visit takes here (2–4 s): a page not there by then is broken. */
const APP_TIMEOUT_MS = 30_000;
/** After the app's element shows: long enough for the paint and shift entries of that frame to arrive. */
const SETTLE_MS = 1000;

async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    ...PHONE_CONTEXT,
    baseURL,
  });
}

/** A page of `context` with the probe installed and the throttle applied before anything loads. */
async function throttledPage(context: BrowserContext, throttle: Throttle): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await installProbe(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    // CDP takes bytes per second.
    downloadThroughput: throttle.downloadBitsPerSecond / 8,
    uploadThroughput: throttle.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  return { page, cdp };
}

/**
 * The session as the app keeps it: the access token in the shell origin's localStorage (set by an init
 * script, so no request warms the cache first) and the refresh cookie on the API's host.
 */
async function signIn(context: BrowserContext, account: Account, shellOrigin: string): Promise<void> {
  if (account.refreshToken) {
    const api = new URL(stackUrls.api);
    await context.addCookies([
      { name: 'momentum_rt', value: account.refreshToken, domain: api.hostname, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' },
    ]);
  }
  await context.addInitScript(
    ({ origin, token }) => {
      if (location.origin === origin && !localStorage.getItem('accessToken')) localStorage.setItem('accessToken', token);
    },
    { origin: shellOrigin, token: account.accessToken },
  );
}

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

/** What a run saw beside its figures: the LCP elements and what the page policy refused, per visit. */
export interface RunNotes {
  lcpElement: { login: string | null; home: string | null };
  refused: { login: string[]; home: string[]; warm: string[] };
  /** Where a visit ended when the app did not render there. */
  notRendered: string[];
  /** The cold /home's requests up to the streak, when asked for (waterfall.ts). */
  waterfall: string[];
}

export interface Run {
  sample: Sample;
  notes: RunNotes;
}

const once = (list: string[]) => [...new Set(list)];

async function measureLogin(browser: Browser, target: HostTarget, throttle: Throttle, notes: RunNotes): Promise<Pick<Sample, 'loginRendered' | 'loginCsp' | 'loginFcp' | 'loginLcp' | 'loginLive'>> {
  const context = await phoneContext(browser, target.shell);
  try {
    const { page } = await throttledPage(context, throttle);
    await page.goto('/login', { waitUntil: 'commit' });
    const rendered = await waitForProbe(page, 'loginLive', APP_TIMEOUT_MS);
    if (!rendered) notes.notRendered.push(`/login: ${page.url()}`);
    await page.waitForTimeout(SETTLE_MS);
    const reading = await readProbe(page);
    notes.lcpElement.login = reading.lcpElement;
    notes.refused.login = once(reading.cspViolations);
    return { loginRendered: rendered ? 1 : 0, loginCsp: reading.cspViolations.length, loginFcp: reading.fcp, loginLcp: reading.lcp, loginLive: reading.loginLive };
  } finally {
    await context.close();
  }
}

type HomeFigures = Omit<Sample, 'loginRendered' | 'loginCsp' | 'loginFcp' | 'loginLcp' | 'loginLive'>;

async function measureHome(browser: Browser, target: HostTarget, account: Account, throttle: Throttle, notes: RunNotes, waterfall: boolean): Promise<HomeFigures> {
  const context = await phoneContext(browser, target.shell);
  try {
    await signIn(context, account, target.shell);
    const { page, cdp } = await throttledPage(context, throttle);
    const requests = waterfall ? recordWaterfall(cdp) : null;
    await page.goto('/home', { waitUntil: 'commit' });
    const rendered = await waitForProbe(page, 'streak', APP_TIMEOUT_MS);
    if (!rendered) notes.notRendered.push(`/home: ${page.url()}`);
    await page.waitForTimeout(SETTLE_MS);
    const cold = await readProbe(page);
    notes.lcpElement.home = cold.lcpElement;
    notes.refused.home = once(cold.cspViolations);
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
      homeRendered: rendered ? 1 : 0,
      homeCsp: cold.cspViolations.length,
      homeFcp: cold.fcp,
      homeLcp: cold.lcp,
      homeStreak: cold.streak,
      homeCls: cumulativeLayoutShift(cold.shifts),
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

/** One run on one host: the cold /login, the cold /home and its warm reload. A page that does not render is a result, not an error. */
export async function measureHost(browser: Browser, target: HostTarget, account: Account, throttle: Throttle, waterfall = false): Promise<Run> {
  const notes: RunNotes = { lcpElement: { login: null, home: null }, refused: { login: [], home: [], warm: [] }, notRendered: [], waterfall: [] };
  const login = await measureLogin(browser, target, throttle, notes);
  const home = await measureHome(browser, target, account, throttle, notes, waterfall);
  return { sample: { ...login, ...home }, notes };
}
