// A new release the service worker has installed, waiting for the user's tap (update-toast.tsx). Apart from
// the registration (register-service-worker.ts), which loads only once the page is idle: the first screen
// needs this part. Handing over (apply-update.ts) loads with the offer's button.

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

/** The release waiting for the user's tap, if any (apply-update.ts hands over to it). */
export const waitingRelease = (): ServiceWorker | null => waiting;

/** After the page's load event, in an idle period (or 2 s later at most): never on the first screen's path. */
export function whenLoadedAndIdle(task: () => void): void {
  // eslint-disable-next-line compat/compat -- Safari has no requestIdleCallback: checked, with a timer instead
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Tests only: forget an offered release. */
export function resetUpdateForTests(): void {
  waiting = null;
}
