// What every visit of `pnpm bench:hosting` starts from: a phone's browser context (service workers
// blocked or allowed), a page with the probe installed and Chromium's throttle applied before it
// navigates, and the session as the app keeps it.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Account } from '@momentum/stack/sign-up';
import { PHONE_CONTEXT } from '@momentum/stack/phone-browser';
import { stackUrls } from '@momentum/stack/stack-config';
import { cumulativeLayoutShift } from './figures';
import { installProbe, readProbe, waitForProbe } from './probe';
import type { Throttle } from './settings';

/** Far beyond what a throttled first visit takes here: a page not there by then is broken. */
export const APP_TIMEOUT_MS = 30_000;
/** After the app's element shows: long enough for the paint and shift entries of that frame to arrive. */
export const SETTLE_MS = 1000;

/**
 * A fresh context (its own HTTP cache, sockets and service workers). `workers: 'block'` keeps the
 * shell's worker out, so a visit measures the pages and the HTTP cache alone; 'allow' lets the page
 * register it after its load and idle, as a phone does.
 */
export async function phoneContext(browser: Browser, baseURL: string, workers: 'block' | 'allow'): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE_CONTEXT, baseURL, serviceWorkers: workers });
}

/** A page of `context` with the probe installed and the throttle applied before anything loads. */
export async function throttledPage(context: BrowserContext, throttle: Throttle): Promise<{ page: Page; cdp: CDPSession }> {
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
export async function signIn(context: BrowserContext, account: Account, shellOrigin: string): Promise<void> {
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

/** A cold signed-in /home on `page` (nothing cached): the figures, and the probe's reading. */
export async function coldHome(page: Page, notRendered: string[], label: string) {
  await page.goto('/home', { waitUntil: 'commit' });
  const rendered = await waitForProbe(page, 'streak', APP_TIMEOUT_MS);
  if (!rendered) notRendered.push(`${label}: ${page.url()}`);
  await page.waitForTimeout(SETTLE_MS);
  const reading = await readProbe(page);
  return { rendered: rendered ? 1 : 0, csp: reading.cspViolations.length, fcp: reading.fcp, lcp: reading.lcp, streak: reading.streak, cls: cumulativeLayoutShift(reading.shifts), reading };
}

const tracing = process.env.BENCH_HOSTING_TRACE === '1';
const traceStart = Date.now();
/** `BENCH_HOSTING_TRACE=1`: each step of each visit on stderr, with seconds since the start (where a run spends its time). */
export function trace(step: string): void {
  if (tracing) console.error(`  [${((Date.now() - traceStart) / 1000).toFixed(1)} s] ${step}`);
}
