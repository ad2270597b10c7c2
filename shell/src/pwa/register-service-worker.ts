// Registers the shell's service worker (shell/service-worker/sw.ts) and follows it: a new release it
// installs is offered (update-offer.ts), and what this page loaded before the worker controlled it
// is handed to the worker, which keeps what its rules keep. Run once the page is idle (bootstrap.tsx).
import { KEEP_LOADED } from '../../service-worker/caching-rules';
import { offerUpdate } from './update-offer';

const SERVICE_WORKER_URL = '/sw.js';
/** A phone app stays open for days: on coming back to the foreground, look for a release this often at most. */
const RECHECK_MS = 30 * 60_000;

/** Follows a registration: a worker already waiting, or one that finishes installing later. */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  if (registration.waiting) offerUpdate(registration.waiting, container);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(installing, container);
    });
  });
}

/**
 * Every URL this page loaded, to the active worker: a first visit's code, the tab's remote, its
 * manifest and the config loaded before the worker controlled the page. The worker picks what its
 * rules keep, so the next start needs neither the network for code nor a connection at all.
 */
export function keepWhatThisPageLoaded(worker: ServiceWorker | null, entries: PerformanceEntryList = performance.getEntriesByType('resource')): void {
  worker?.postMessage({ type: KEEP_LOADED, urls: entries.map((entry) => entry.name) });
}

/**
 * Registers the worker and keeps looking for new releases; `onControlled` runs once a worker controls
 * the page (at once on a repeat visit). Does nothing where service workers are unavailable.
 */
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
      keepWhatThisPageLoaded(ready.active);
      if (container.controller) onControlled();
      else container.addEventListener('controllerchange', onControlled, { once: true });
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
