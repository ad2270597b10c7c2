// Apart from the registration, which loads only once the page is idle: the first screen needs this part.

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const updateIsWaiting = (): boolean => waiting !== null;

/** Not on the first install: there is no release to replace yet. */
export function offerUpdate(worker: ServiceWorker, container: ServiceWorkerContainer): void {
  if (!container.controller) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

export const waitingRelease = (): ServiceWorker | null => waiting;

export function whenLoadedAndIdle(task: () => void): void {
  // eslint-disable-next-line compat/compat -- Safari has no requestIdleCallback: checked, with a timer instead
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function resetUpdateForTests(): void {
  waiting = null;
}
