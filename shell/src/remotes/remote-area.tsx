// Its own Suspense and error boundary, so a failed remote leaves the other tabs working. Retrying builds a
// NEW lazy component, because React.lazy caches a failure.
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REMOTES, type RemoteDefinition } from '@momentum/app-kit/remote-contract';
import { loadedRemoteRoutes, loadRemoteRoutes, preloadWhenIdle } from './remote-loader';
import { queriesSettled } from './queries-settled';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSkeleton } from './remote-skeleton';
import { releaseKeptTaps } from '@momentum/first-visit/browser';
import { loadApiClient } from '@momentum/api-client/client';

type LazyRoutes = LazyExoticComponent<ComponentType> | ComponentType;

const cache = new Map<string, LazyRoutes>();

function lazyRoutes(remote: RemoteDefinition, fresh: boolean, queryClient: QueryClient): LazyRoutes {
  const cached = cache.get(remote.key);
  if (cached && !fresh) return cached;
  // Loaded before the first render (bootstrap.tsx): rendered as is, so screen and shell paint together.
  const preloadOthers = () => preloadWhenIdle(REMOTES, () => queriesSettled(queryClient), () => void loadApiClient().catch(() => {}));
  const ready = fresh ? undefined : loadedRemoteRoutes(remote);
  if (ready) {
    preloadOthers();
    cache.set(remote.key, ready.default);
    return ready.default;
  }
  const component = lazy(async () => {
    const routes = await loadRemoteRoutes(remote);
    preloadOthers();
    return routes;
  });
  cache.set(remote.key, component);
  return component;
}

/** Committed with the remote's screen: a tap the page kept may land on it now (ADR 0024). */
function ScreenAnswers() {
  useEffect(releaseKeptTaps, []);
  return null;
}

export function RemoteArea({ remote }: { remote: RemoteDefinition }) {
  const queryClient = useQueryClient();
  const [Routes, setRoutes] = useState(() => lazyRoutes(remote, false, queryClient));
  return (
    <RemoteErrorBoundary
      key={remote.key}
      remote={remote}
      onRetry={() => setRoutes(() => lazyRoutes(remote, true, queryClient))}
    >
      <Suspense fallback={<RemoteSkeleton />}>
        <Routes />
        <ScreenAnswers />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
