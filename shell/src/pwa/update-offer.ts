// A new release of the app that the service worker has installed, waiting for the user's tap
// ('새 버전이 있어요', update-toast.tsx). Kept apart from the registration (register-service-worker.ts),
// which loads only once the page is idle: this part is what the first screen needs.
import { SKIP_WAITING } from '../../service-worker/caching-rules';

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether a new release is installed and waiting for the user's tap. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const updateIsWaiting = (): boolean => waiting !== null;

/** A worker that has installed: offered, unless it is the first install (no release to replace yet). */
export function offerUpdate(worker: ServiceWorker, container: ServiceWorkerContainer): void {
  if (!container.controller) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** The waiting release takes over, and the page reloads into it once it controls the page. */
export function applyUpdate(container: ServiceWorkerContainer = navigator.serviceWorker, reload = () => window.location.reload()): void {
  if (!waiting) return;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage({ type: SKIP_WAITING });
}

/** After the page's load event, in an idle period (or 2 s later at most): never on the first screen's path. */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Tests only: forget an offered release. */
export function resetUpdateForTests(): void {
  waiting = null;
}
