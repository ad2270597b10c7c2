// What a repeat visit with the service worker took from the network. The budget: no code at all (the
// worker has it); only the release pointers (the runtime config, the federation manifests and remote
// entries, the app manifest), the page itself and the API may touch the network. Pure: figures.test.ts.

/** One request of the repeat visit, as the page or the worker saw it. */
export interface RepeatExchange {
  url: string;
  /** CDP's resource type (Script, Stylesheet, Font, Document, Fetch, …). */
  type: string;
  /** The page's request was answered by the service worker (CDP `response.fromServiceWorker`). */
  fromServiceWorker: boolean;
  /** Answered by the HTTP cache without a request. */
  fromCache: boolean;
  /** The worker's own fetch: it went past the worker's caches, to the network (or the HTTP cache behind it). */
  byWorker: boolean;
  bytes: number;
}

export type ExchangeKind = 'code' | 'pointer' | 'page' | 'api' | 'other';

export interface RepeatTally {
  /** Code (scripts, styles, fonts, wasm; not the remote entries) that came from the network. */
  codeBytes: number;
  /** Code files the worker answered from its caches. */
  codeFromWorker: number;
  /** Requests that touched the network, the API's left out. */
  networkRequests: number;
  apiRequests: number;
  /** Every non-API URL that touched the network, as `kind url` (once each). */
  networkUrls: string[];
}

const CODE_FILE = /\.(m?js|css|woff2?|ttf|otf|wasm)$/;
const CODE_TYPES = new Set(['Script', 'Stylesheet', 'Font']);
const POINTER_FILE = /\/(app-config\.json|mf-manifest\.json|remoteEntry\.js|manifest\.webmanifest)$/;

/** What a request is for: the budget forbids only `code` from the network. */
export function kindOf(exchange: Pick<RepeatExchange, 'url' | 'type'>, apiOrigin: string): ExchangeKind {
  const url = new URL(exchange.url);
  if (url.origin === apiOrigin) return 'api';
  if (POINTER_FILE.test(url.pathname)) return 'pointer';
  // The worker's own fetch of a navigation has no Document type: a path without a file name's extension is a page.
  if (exchange.type === 'Document' || !/\.[a-z0-9]+$/i.test(url.pathname)) return 'page';
  if (CODE_FILE.test(url.pathname) || CODE_TYPES.has(exchange.type)) return 'code';
  return 'other';
}

/** Tallies a repeat visit's requests: a page request answered by the worker or the HTTP cache never reached the network. */
export function tallyRepeat(exchanges: Iterable<RepeatExchange>, apiOrigin: string): RepeatTally {
  const tally: RepeatTally = { codeBytes: 0, codeFromWorker: 0, networkRequests: 0, apiRequests: 0, networkUrls: [] };
  const urls = new Set<string>();
  for (const exchange of exchanges) {
    const kind = kindOf(exchange, apiOrigin);
    if (exchange.url.startsWith('data:')) continue;
    if (!exchange.byWorker && (exchange.fromServiceWorker || exchange.fromCache)) {
      if (kind === 'code' && exchange.fromServiceWorker) tally.codeFromWorker += 1;
      continue;
    }
    if (kind === 'api') {
      tally.apiRequests += 1;
      continue;
    }
    tally.networkRequests += 1;
    if (kind === 'code') tally.codeBytes += exchange.bytes;
    urls.add(`${kind} ${exchange.url}${exchange.byWorker ? ' (by the worker)' : ''}`);
  }
  tally.networkUrls = [...urls].sort();
  return tally;
}
