// The worker answers no API request (caching-rules.ts), yet without a route each would wait for its thread
// behind the page's files. Where the browser takes static routes (Chromium), API paths go straight out.
/// <reference lib="webworker" />
import { API_PREFIX } from './caching-rules';

type Pattern = new (init: { pathname: string }) => unknown;
type RoutingInstall = ExtendableEvent & { addRoutes?: (rules: { condition: { urlPattern: unknown }; source: 'network' }[]) => Promise<void> };

export const API_PATHS = `${API_PREFIX}*`;

export function routeApiAroundTheWorker(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event: RoutingInstall) => {
    const URLPatternClass = (globalThis as { URLPattern?: Pattern }).URLPattern;
    if (typeof event.addRoutes !== 'function' || !URLPatternClass) return;
    // A browser that refuses the rule keeps the plain fetch event: the install must not fail over it.
    event.waitUntil(event.addRoutes([{ condition: { urlPattern: new URLPatternClass({ pathname: API_PATHS }) }, source: 'network' }]).catch(() => undefined));
  });
}
