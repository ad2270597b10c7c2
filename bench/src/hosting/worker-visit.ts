// The service worker's case (ADR 0015), per host: a cold signed-in /home with the worker allowed, then a
// repeat visit in a new page of the same context once it keeps what the page loaded: the code bytes
// still taken from the network and when the real streak showed (budgets in figures.ts).
import type { Browser, BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import type { Account } from '@momentum/stack/sign-up';
import { stackUrls } from '@momentum/stack/stack-config';
import type { Sample } from './figures';
import { APP_TIMEOUT_MS, coldHome, phoneContext, signIn, throttledPage, trace } from './page-setup';
import { readProbe, waitForProbe } from './probe';
import { tallyRepeat, type RepeatExchange } from './repeat-tally';
import type { Throttle } from './settings';
import { recordWaterfall, waterfallLines } from './waterfall';
import { throttleWorkers } from './worker-throttle';
import type { HostTarget, RunNotes } from './run-target';

/** Registration waits for load and idle, then the whole precache (ADR 0015) downloads under the throttle. */
const WORKER_READY_TIMEOUT_MS = 60_000;

type WorkerFigures = Pick<
  Sample,
  'swHomeFcp' | 'swHomeLcp' | 'swHomeStreak' | 'swHomeCls' | 'swRegistered' | 'repeatRendered' | 'repeatStreak' | 'repeatCodeBytes' | 'repeatCodeFromWorker' | 'repeatNetwork'
>;

/**
 * Null once a worker is active and controls `page`, and every content-hashed file the page loaded is in
 * one of its caches (the precache, or what the page handed it: register-service-worker.ts); else, past
 * the timeout, what was still missing.
 */
async function whatTheWorkerMisses(page: Page): Promise<string | null> {
  // Polled with evaluate: waitForFunction takes an async check's promise for a truthy answer at once.
  const deadline = Date.now() + WORKER_READY_TIMEOUT_MS;
  let missing = 'no answer from the page';
  while (Date.now() < deadline) {
    missing = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (registration?.active?.state !== 'activated') return 'no active worker';
        if (!navigator.serviceWorker.controller) return 'the page is not controlled';
        const hashed = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\.[0-9a-f]{8}\.(js|css|woff2)$/.test(new URL(url).pathname));
        if (hashed.length === 0) return 'no hashed file loaded';
        const uncached = await Promise.all(hashed.map(async (url) => ((await caches.match(url)) ? null : url)));
        return uncached.filter((url) => url !== null).join(', ');
      })
      .catch((error: unknown) => String(error));
    if (missing === '') return null;
    await new Promise((r) => setTimeout(r, 500));
  }
  return missing;
}

/**
 * Notes when the page asks to register its worker (ms since the navigation started), so the report
 * shows where that falls against the streak. A string: see PROBE_SCRIPT.
 */
const REGISTRATION_PROBE = `(() => {
  const container = navigator.serviceWorker;
  if (!container || window !== window.top) return;
  const register = container.register.bind(container);
  container.register = (...args) => {
    window.__workerRegisteredAt ??= performance.now();
    return register(...args);
  };
})();`;

/** Waits until the page has loaded nothing new for `quietMs` (at most `maxMs`). */
async function resourcesSettle(page: Page, quietMs = 1500, maxMs = 20_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `promise`'s value, or `fallback` when it has none within `ms`. */
function within<T, F>(promise: Promise<T>, fallback: F, ms = 3000): Promise<T | F> {
  return Promise.race([promise, new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** How long the tally waits for the page's requests still under way (a lazy chunk asked for just before). */
const PENDING_WAIT_MS = 5000;

/** Every request of the next page, its own (CDP, with `fromServiceWorker`) and the worker's (Playwright). */
function recordRepeat(context: BrowserContext, cdp: CDPSession) {
  const byId = new Map<string, RepeatExchange>();
  // Until answered, a request's source (worker, cache or network) is unknown: counted as the network's.
  const pending = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.add(event.requestId);
    byId.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', fromServiceWorker: false, fromCache: false, byWorker: false, bytes: 0 });
  });
  cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
  cdp.on('Network.requestServedFromCache', (event) => {
    const exchange = byId.get(event.requestId);
    if (exchange) exchange.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const exchange = byId.get(event.requestId);
    if (!exchange) return;
    exchange.fromServiceWorker = event.response.fromServiceWorker === true;
    if (event.response.fromDiskCache) exchange.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    pending.delete(event.requestId);
    const exchange = byId.get(event.requestId);
    if (exchange) exchange.bytes = event.encodedDataLength;
  });
  // A worker's fetch is invisible to the page's CDP session: Playwright reports it on the context.
  const workerFetches: Promise<RepeatExchange>[] = [];
  const onWorkerRequest = (request: Request) => {
    if (!request.serviceWorker()) return;
    // Playwright's resource type in CDP's spelling ('document' → 'Document'), so the kinds read alike.
    const type = request.resourceType().replace(/^./, (first) => first.toUpperCase());
    const exchange: RepeatExchange = { url: request.url(), type, fromServiceWorker: false, fromCache: false, byWorker: true, bytes: 0 };
    workerFetches.push(
      (async () => {
        const response = await within(request.response(), null);
        if (!response) return exchange;
        // Sizes of a worker's fetch may never be reported (nor a length declared, when compressed on
        // the fly): then the body's own length, so code fetched never counts as 0 bytes.
        const sizes = await within(request.sizes(), null);
        const declared = Number(response.headers()['content-length'] ?? 0);
        exchange.bytes = sizes && sizes.responseBodySize > 0 ? sizes.responseBodySize + sizes.responseHeadersSize : declared;
        if (exchange.bytes <= 0) exchange.bytes = (await within(response.body(), null))?.length ?? 0;
        return exchange;
      })().catch(() => exchange),
    );
  };
  context.on('request', onWorkerRequest);
  return {
    async stop(): Promise<RepeatExchange[]> {
      const deadline = Date.now() + PENDING_WAIT_MS;
      while (pending.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      context.off('request', onWorkerRequest);
      return [...byId.values(), ...(await Promise.all(workerFetches))];
    },
  };
}

export async function measureWithWorker(browser: Browser, target: HostTarget, account: Account, throttle: Throttle, notes: RunNotes, waterfall = false): Promise<WorkerFigures> {
  const context = await phoneContext(browser, target.shell, 'allow');
  // The worker's own fetches are slowed like the page's (worker-throttle.ts).
  const workers = await throttleWorkers(browser, new URL(target.shell).origin, throttle);
  try {
    await signIn(context, account, target.shell);
    await context.addInitScript({ content: REGISTRATION_PROBE });
    trace(`${target.shell}: /home, worker allowed`);
    const first = await throttledPage(context, throttle);
    const cold = await coldHome(first.page, notes.notRendered, '/home (worker allowed)');
    notes.refused.worker.push(...cold.reading.cspViolations);
    const figures: WorkerFigures = {
      swHomeFcp: cold.fcp,
      swHomeLcp: cold.lcp,
      swHomeStreak: cold.streak,
      swHomeCls: cold.cls,
      swRegistered: null,
      repeatRendered: 0,
      repeatStreak: null,
      repeatCodeBytes: null,
      repeatCodeFromWorker: null,
      repeatNetwork: null,
    };
    // The first visit ends as a person's would: after the idle preload of the other tabs, whose code
    // the worker keeps too (cache first, ADR 0015).
    await resourcesSettle(first.page);
    trace(`${target.shell}: waiting for the worker to control the page and keep its files`);
    const missing = await whatTheWorkerMisses(first.page);
    figures.swRegistered = await first.page.evaluate(() => (window as unknown as { __workerRegisteredAt?: number }).__workerRegisteredAt ?? null);
    if (missing !== null) {
      notes.notRendered.push(`/home repeat: the worker did not control the page and keep its files within ${WORKER_READY_TIMEOUT_MS / 1000} s (${missing})`);
      return figures;
    }
    await first.page.close();

    // A new visit: a new page (the worker stays registered in the context), throttled before it navigates.
    trace(`${target.shell}: /home repeat visit with the worker`);
    const next = await throttledPage(context, throttle);
    const recording = recordRepeat(context, next.cdp);
    const requests = waterfall ? recordWaterfall(next.cdp) : null;
    await next.page.goto('/home', { waitUntil: 'commit' });
    const rendered = await waitForProbe(next.page, 'streak', APP_TIMEOUT_MS);
    if (!rendered) notes.notRendered.push(`/home repeat (worker): ${next.page.url()}`);
    // What the page does after the streak (the idle preload of the other tabs) counts too.
    await next.page.waitForTimeout(3000);
    const reading = await readProbe(next.page);
    notes.refused.worker.push(...reading.cspViolations);
    if (requests) notes.repeatWaterfall = [`streak ${reading.streak === null ? 'n/a' : Math.round(reading.streak)} ms`, ...waterfallLines(requests.entries(), reading.streak ?? Number.POSITIVE_INFINITY)];
    trace(`${target.shell}: repeat visit done`);
    const tally = tallyRepeat(await recording.stop(), new URL(stackUrls.api).origin);
    notes.repeatNetwork = tally.networkUrls;
    return {
      ...figures,
      repeatRendered: rendered ? 1 : 0,
      repeatStreak: reading.streak,
      repeatCodeBytes: tally.codeBytes,
      repeatCodeFromWorker: tally.codeFromWorker,
      repeatNetwork: tally.networkRequests,
    };
  } finally {
    if (workers.throttled() === 0) notes.notRendered.push('/home (worker allowed): no worker target was throttled');
    await workers.stop();
    await context.close();
  }
}
