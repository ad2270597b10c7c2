// Registers the worker and follows it: a new release is offered, and what this page loaded before the worker
// controlled it is handed over to be kept. Loaded only once the page is idle (bootstrap.tsx).
import { CLAIM, KEEP_LOADED } from '../../service-worker/caching-rules';
import { offerUpdate } from './update-offer';

const SERVICE_WORKER_URL = '/sw.js';
/** A phone app stays open for days: on coming back to the foreground, look for a release this often at most. */
const RECHECK_MS = 30 * 60_000;

export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  if (registration.waiting) offerUpdate(registration.waiting, container);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(installing, container);
    });
  });
}

// So the next start needs no connection for what the first visit loaded before the worker controlled it.
export function keepWhatThisPageLoaded(worker: ServiceWorker | null, entries: PerformanceEntryList = performance.getEntriesByType('resource')): void {
  worker?.postMessage({ type: KEEP_LOADED, urls: entries.map((entry) => entry.name) });
}

/** How long after the page is controlled a request that started before it may still end. */
const IN_FLIGHT_MS = 30_000;

/**
 * What the page loaded, and then whatever ends later but started before the worker controlled the page
 * (a lazy chunk asked for in between bypassed the worker): the next start would miss it offline.
 * Returns what to call once the worker controls the page.
 */
export function keepWhatThisPageLoads(
  worker: ServiceWorker | null,
  Observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver,
  now: () => number = () => performance.now(),
): () => void {
  keepWhatThisPageLoaded(worker);
  if (!worker || !Observer?.supportedEntryTypes?.includes('resource')) return () => {};
  let controlledAt = Number.POSITIVE_INFINITY;
  const observer = new Observer((list) => {
    const bypassed = list.getEntries().filter((entry) => entry.startTime < controlledAt);
    if (bypassed.length > 0) keepWhatThisPageLoaded(worker, bypassed);
  });
  observer.observe({ type: 'resource' });
  return () => {
    controlledAt = now();
    setTimeout(() => observer.disconnect(), IN_FLIGHT_MS);
  };
}

/**
 * Calls `controlled` once the worker controls this page. A page whose navigation started before the
 * worker activated and that loaded after it is not among the pages its activation claimed, and would
 * wait until the next load: it asks the worker to claim it.
 */
export function whenControlled(container: ServiceWorkerContainer, active: ServiceWorker | null, controlled: () => void): void {
  if (container.controller) return controlled();
  container.addEventListener('controllerchange', controlled, { once: true });
  active?.postMessage({ type: CLAIM });
}

export async function registerServiceWorker(
  // eslint-disable-next-line compat/compat -- undefined where service workers are unavailable: checked below
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  onControlled: () => void = () => {},
): Promise<void> {
  if (!container) return;
  try {
    // 'none': the browser asks the server for sw.js itself on every check, whatever the HTTP cache holds.
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    watchForUpdates(registration, container);
    void container.ready.then((ready) => {
      const takenOver = keepWhatThisPageLoads(ready.active);
      const controlled = () => {
        takenOver();
        onControlled();
      };
      whenControlled(container, ready.active, controlled);
    });
    let lastCheck = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < RECHECK_MS) return;
      lastCheck = Date.now();
      registration.update().catch(() => {});
    });
  } catch (error) {
    // The app works without its worker (no offline start, code from the HTTP cache): say so and go on.
    console.warn('[service worker] not registered:', error);
  }
}
