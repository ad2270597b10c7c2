// Start-up once the critical path has the config; a missing or broken one shows a Korean error with a retry.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from '@momentum/app-kit/router';
import { NavigateBridge, navigateOutsideReact } from '@momentum/app-kit/navigate-bridge';
import { createQueryClient } from '@momentum/api-client/query-client';
import { watchConnection } from './offline/connection-watch';
import { AppProviders } from '@momentum/app-kit/providers';
import { AppColumn } from '@momentum/app-kit/layout';
import { ConfigErrorScreen } from '@momentum/app-kit/config-error';
import { connectApiClient } from '@momentum/app-kit/connect-api-client';
import { RuntimeConfigError, type RuntimeConfig } from '@momentum/app-kit/runtime-config';
import type { RemoteDefinition } from '@momentum/app-kit/remote-contract';
import { createRoutes } from './app/routes';
import { shellProvidedSingletons } from './app/shell-provided-singletons';
import { FIRST_SCREEN_WAIT_MS, remoteForFirstVisit, startCriticalPath } from './start/critical-path';
import { loadedRemoteRoutes, loadRemoteRoutes } from './remotes/remote-loader';
import { queriesSettled } from './remotes/queries-settled';
import { readStoredToken } from '@momentum/app-kit/stored-token';
import { whenLoadedAndIdle } from './pwa/update-offer';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { markStartup, releaseKeptTaps, tapWaiting } from '@momentum/first-visit/browser';
import { loadApiClient } from '@momentum/api-client/client';

const rootElement = document.getElementById('root')!;
// A prerendered tab is hydrated (ADR 0009); signed out, or once anything else has rendered, React renders afresh.
let prerenderedTab = rootElement.hasAttribute('data-hydrate') && readStoredToken() !== null;
let root: Root | null = null;
function render(tree: ReactNode): void {
  prerenderedTab = false;
  (root ??= createRoot(rootElement)).render(tree);
}
// Referenced so the bundler keeps them: the shell must provide them (see shell-provided-singletons.ts).
if (shellProvidedSingletons.some((module) => !module)) throw new Error('a shared singleton failed to load');
const queryClient = createQueryClient();
let afterFirstScreenScheduled = false;
let installPromptHeard = false;
// Worker and proof flusher are not urgent: a pause leaves network and main thread to the screen's paint and
// first tap, where an idle callback alone can fire in the same frame as that paint.
const AFTER_FIRST_SCREEN_MS = 2000;

function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  // After the first commit, so the screen's queries have subscribed before queriesSettled looks.
  useEffect(() => {
    if (afterFirstScreenScheduled) return;
    afterFirstScreenScheduled = true;
    // A tab's kept tap waits for its remote's screen (RemoteArea); any other page answers now.
    if (!remoteForFirstVisit(window.location.pathname, readStoredToken() !== null)) releaseKeptTaps();
    whenLoadedAndIdle(() =>
      void queriesSettled(queryClient)
        .then(() => new Promise<void>((resolve) => setTimeout(() => whenLoadedAndIdle(resolve), AFTER_FIRST_SCREEN_MS)))
        .then(() => import(/* webpackChunkName: "after-first-screen" */ './start/after-first-screen'))
        .then((module) => module.afterFirstScreen(queryClient))
        // Offline before it loaded, without a worker: the next start tries again.
        .catch((error: unknown) => console.warn('[start] after the first screen:', error)),
    );
  }, []);
  return useRoutes(routes);
}

// So a fresh render paints shell and screen at once; a hydration renders the page's loading state: no data.
// Returns the first screen's remote, if any, loaded or not by then.
async function firstScreen({ withData }: { withData: boolean }): Promise<RemoteDefinition | null> {
  const first = remoteForFirstVisit(window.location.pathname, readStoredToken() !== null);
  if (!first) return null;
  const route = window.location.pathname.slice(first.basePath.length) || '/';
  // A failure is the remote area's to report, with its retry: here it only ends the wait.
  const ready = loadRemoteRoutes(first)
    .then((module) => {
      markStartup('first-remote');
      return module;
    })
    .then((module) => (withData ? module.prefetchFirstScreen?.(queryClient, route) : undefined))
    .catch(() => {});
  await Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  return first;
}

// Nothing is restored before hydrating a prerendered tab online: data in the first render would not match
// its loading markup (ADR 0014).
async function restoreKeptAnswers(): Promise<boolean> {
  // From navigator.onLine: a page opened offline has had no 'offline' event (connection-watch.ts).
  watchConnection();
  if (!navigator.serviceWorker?.controller) return false;
  const kept = import(/* webpackChunkName: "persisted-queries" */ './offline/persisted-queries');
  // Kept from the first answer, not once the worker's registration runs: a page left at once keeps it.
  kept.then((module) => module.keepQueriesOnDevice(queryClient)).catch(() => {});
  if (navigator.onLine && prerenderedTab) return false;
  try {
    return await (await kept).restoreQueries(queryClient, readStoredToken());
  } catch (error) {
    console.warn('[offline] kept answers not restored:', error);
    return false;
  }
}

export async function start(configLoad: Promise<RuntimeConfig>): Promise<void> {
  // From the start: the browser's event may come before anything is ready (production only, like the worker).
  if (process.env.NODE_ENV === 'production' && !installPromptHeard) {
    installPromptHeard = true;
    listenForInstallPrompt();
  }
  let config;
  try {
    config = await configLoad;
  } catch (error) {
    console.error(error);
    const message = error instanceof RuntimeConfigError ? error.userMessage : '앱 설정을 불러오지 못했습니다.';
    render(
      <AppProviders queryClient={queryClient}>
        <AppColumn>
          <ConfigErrorScreen message={message} onRetry={() => void start(startCriticalPath(window.location.pathname))} />
        </AppColumn>
      </AppProviders>,
    );
    return;
  }
  markStartup('config');
  connectApiClient(config, navigateOutsideReact);
  // A kept tap is answered once the screen hydrates, most likely by a call nothing primed.
  if (tapWaiting()) loadApiClient().catch(() => {});
  const restored = await restoreKeptAnswers();
  const app = (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <NavigateBridge />
        <ShellRoutes routes={createRoutes(config)} />
      </BrowserRouter>
    </AppProviders>
  );
  if (prerenderedTab) {
    const first = await firstScreen({ withData: false });
    startTransition(() => {
      markStartup('hydrate');
      hydrateRoot(rootElement, app, {
        // A remote redeployed since the prerender: React renders afresh, losing the paint's reuse.
        onRecoverableError: (error) => console.warn('[hydrate] the prerendered page was rendered again:', error),
      });
    });
    // React answers a click on a page it is hydrating by hydrating it at once, unless a part of it still
    // waits for code: with the screen's code here, a kept tap need not wait for the commit (ADR 0024).
    if (first && loadedRemoteRoutes(first)) releaseKeptTaps();
    return;
  }
  await firstScreen({ withData: !restored });
  // BrowserRouter, not the data router, whose loaders would cost bytes (ADR 0006). A transition renders in
  // slices, so no long task blocks input while the app mounts on a slow phone.
  startTransition(() => {
    markStartup('render');
    render(app);
  });
}
