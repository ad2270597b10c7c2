// Loaded with the offer's button, not with the first screen: only a tap runs it.
import { SKIP_WAITING } from '../../service-worker/caching-rules';
import { waitingRelease } from './update-offer';

// eslint-disable-next-line compat/compat -- a waiting release exists only where the worker registered
export function applyUpdate(container: ServiceWorkerContainer = navigator.serviceWorker, reload = () => window.location.reload()): void {
  const waiting = waitingRelease();
  if (!waiting) return;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage({ type: SKIP_WAITING });
}
