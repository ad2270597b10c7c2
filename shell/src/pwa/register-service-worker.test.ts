import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM, KEEP_LOADED, SKIP_WAITING } from '../../service-worker/caching-rules';
import { keepWhatThisPageLoaded, keepWhatThisPageLoads, watchForUpdates, whenControlled } from './register-service-worker';
import { applyUpdate } from './apply-update';
import { fakePerformanceObserver } from '@momentum/first-visit/test-support/fake-performance-observer';
import { resetUpdateForTests, subscribeToUpdate, updateIsWaiting } from './update-offer';

/** The parts of the service worker API the page uses, as event targets the test drives. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { state: ServiceWorkerState; postMessage: ReturnType<typeof vi.fn> };
}
function fakeContainer(controller: ServiceWorker | null) {
  return Object.assign(new EventTarget(), { controller }) as unknown as ServiceWorkerContainer;
}
function fakeRegistration(waiting: ServiceWorker | null = null) {
  return Object.assign(new EventTarget(), { waiting, installing: null as ServiceWorker | null }) as unknown as ServiceWorkerRegistration & {
    installing: ServiceWorker | null;
  };
}
function install(registration: ReturnType<typeof fakeRegistration>, worker: ReturnType<typeof fakeWorker>) {
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  worker.state = 'installed';
  worker.dispatchEvent(new Event('statechange'));
}

afterEach(() => resetUpdateForTests());

describe('a new release waiting', () => {
  it('is offered once the new worker has installed, and the listeners hear of it', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeToUpdate(heard);
    const registration = fakeRegistration();
    watchForUpdates(registration, fakeContainer(fakeWorker('activated')));
    expect(updateIsWaiting()).toBe(false);
    install(registration, fakeWorker());
    expect(updateIsWaiting()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('is offered when the page opens with a worker already waiting', () => {
    watchForUpdates(fakeRegistration(fakeWorker('installed')), fakeContainer(fakeWorker('activated')));
    expect(updateIsWaiting()).toBe(true);
  });

  it('is not offered on the first install, when no worker controls the page yet', () => {
    const registration = fakeRegistration();
    watchForUpdates(registration, fakeContainer(null));
    install(registration, fakeWorker());
    expect(updateIsWaiting()).toBe(false);
  });
});

describe('applying it', () => {
  it('tells the waiting worker to take over, and reloads once, when it controls the page', () => {
    const registration = fakeRegistration();
    const container = fakeContainer(fakeWorker('activated'));
    const next = fakeWorker();
    watchForUpdates(registration, container);
    install(registration, next);
    const reload = vi.fn();
    applyUpdate(container, reload);
    expect(next.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no release is waiting', () => {
    const container = fakeContainer(fakeWorker('activated'));
    const reload = vi.fn();
    applyUpdate(container, reload);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('what the page loaded before the worker controlled it', () => {
  it('is handed to the worker, which picks what it keeps', () => {
    const worker = fakeWorker('activated');
    const names = [`${window.location.origin}/react.17d64e45.js`, 'http://localhost:4000/api/home'];
    keepWhatThisPageLoaded(worker, names.map((name) => ({ name }) as PerformanceEntry));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: KEEP_LOADED, urls: names });
  });

  it('goes on with what ends later but started before the worker controlled the page, until a while after', () => {
    vi.useFakeTimers();
    try {
      const { Observer, report } = fakePerformanceObserver(['resource']);
      const ended = (...entries: [string, number][]) =>
        report({ getEntries: () => entries.map(([name, startTime]) => ({ name, startTime }) as PerformanceEntry) });
      let clock = 1000;
      const worker = fakeWorker('activated');
      const takenOver = keepWhatThisPageLoads(worker, Observer, () => clock);
      expect(worker.postMessage).toHaveBeenCalledTimes(1);
      ended(['https://cdn.example/home/home-later.55b31435.js', 900]);
      expect(worker.postMessage).toHaveBeenLastCalledWith({ type: KEEP_LOADED, urls: ['https://cdn.example/home/home-later.55b31435.js'] });

      clock = 2000;
      takenOver();
      ended(['https://cdn.example/feed/routes.0badc0de.js', 1900], ['https://cdn.example/feed/later.0badc0de.js', 2100]);
      expect(worker.postMessage, 'the one asked for after the worker took over went through it').toHaveBeenLastCalledWith({
        type: KEEP_LOADED,
        urls: ['https://cdn.example/feed/routes.0badc0de.js'],
      });
      vi.advanceTimersByTime(30_000);
      ended(['https://cdn.example/feed/slow.0badc0de.js', 1950]);
      expect(worker.postMessage).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a page the worker does not control yet', () => {
  it('asks the active worker to claim it (it loaded after the activation claimed the pages open then), and goes on once it does', () => {
    const container = fakeContainer(null);
    const worker = fakeWorker('activated');
    const controlled = vi.fn();
    whenControlled(container, worker, controlled);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: CLAIM });
    expect(controlled).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(controlled).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a worker that controls it already', () => {
    const worker = fakeWorker('activated');
    const controlled = vi.fn();
    whenControlled(fakeContainer(worker), worker, controlled);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(controlled).toHaveBeenCalledTimes(1);
  });
});
