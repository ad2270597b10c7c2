// Turns one visit's recorded requests into figures: bytes and counts per kind, the longest request
// chain (who waited for whom), and the JS files by size.
import type { Kind, RecordedRequest } from './recorder';

export const KINDS: Kind[] = ['js', 'css', 'font', 'image', 'other'];

interface KindTotal {
  bytes: number;
  count: number;
}

export interface VisitSummary {
  name: string;
  totals: Record<Kind, KindTotal>;
  all: KindTotal;
  /** Requests in the longest initiator chain, first (the document) to last (CORS preflights left out). */
  chain: string[];
  /** The same over the app servers' files only (HTML, config, manifests, scripts, fonts): no API calls. */
  codeChain: string[];
  preflights: number;
  /** Font bytes requested before first contentful paint (null when the page never painted). */
  fontBeforePaint: number | null;
  /** Remote entries / manifests fetched during the visit. */
  federationFiles: string[];
  requests: RecordedRequest[];
}

/** A short, readable name: origin port + last path segment. */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const file = u.pathname.split('/').filter(Boolean).pop() ?? '/';
    return `:${u.port}/${u.pathname.startsWith('/api/') ? u.pathname.slice(1) : file}`;
  } catch {
    return url;
  }
}

/**
 * Data dependencies the initiator cannot show: the shell's runtime (main.js) issues the manifest or
 * entry fetch, but only after /app-config.json named the remotes; a remote's entry waits for its
 * manifest when one is read.
 */
function waitedFor(request: RecordedRequest, firstByUrl: Map<string, RecordedRequest>): RecordedRequest | null {
  const url = new URL(request.url);
  const find = (test: (u: URL) => boolean) => [...firstByUrl.values()].find((r) => test(new URL(r.url))) ?? null;
  if (url.pathname.endsWith('/mf-manifest.json')) return find((u) => u.pathname === '/app-config.json');
  // The shell loads a remote entry straight from the config; a manifest, when one was read, came between.
  // An entry the page itself preloads (the server's hint on a tab URL) waits for nothing but the page.
  if (url.pathname.endsWith('/remoteEntry.js')) {
    if (request.initiatorUrl && !/\.m?js$/.test(new URL(request.initiatorUrl).pathname)) return null;
    return find((u) => u.origin === url.origin && u.pathname.endsWith('/mf-manifest.json')) ?? find((u) => u.pathname === '/app-config.json');
  }
  return null;
}

/**
 * Depth of each request = depth of the script/document that issued it + 1. A request whose initiator
 * was loaded in an earlier visit (a tab opened from home) starts a chain of its own.
 */
function longestChain(requests: RecordedRequest[]): string[] {
  const parentOf = new Map<RecordedRequest, RecordedRequest | null>();
  const firstByUrl = new Map<string, RecordedRequest>();
  const depth = new Map<RecordedRequest, number>();
  let deepest: RecordedRequest | null = null;
  for (const request of [...requests].sort((a, b) => a.sentAt - b.sentAt)) {
    const parent = waitedFor(request, firstByUrl) ?? (request.initiatorUrl ? (firstByUrl.get(request.initiatorUrl) ?? null) : null);
    parentOf.set(request, parent);
    depth.set(request, (parent ? depth.get(parent)! : 0) + 1);
    if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request);
    if (!deepest || depth.get(request)! > depth.get(deepest)!) deepest = request;
  }
  const chain: string[] = [];
  for (let at = deepest; at; at = parentOf.get(at) ?? null) chain.unshift(shortUrl(at.url));
  return chain;
}

/** `apiOrigin`: requests there are data, not code (left out of codeChain). */
export function summarize(name: string, requests: RecordedRequest[], firstPaintAt: number | null, apiOrigin: string): VisitSummary {
  const totals = Object.fromEntries(KINDS.map((kind) => [kind, { bytes: 0, count: 0 }])) as Record<Kind, KindTotal>;
  const all = { bytes: 0, count: 0 };
  for (const request of requests) {
    totals[request.kind].bytes += request.bytes;
    totals[request.kind].count += 1;
    all.bytes += request.bytes;
    all.count += 1;
  }
  const fonts = requests.filter((r) => r.kind === 'font' && firstPaintAt !== null && r.sentAt <= firstPaintAt);
  return {
    name,
    totals,
    all,
    chain: longestChain(requests.filter((r) => !r.preflight)),
    codeChain: longestChain(requests.filter((r) => !r.preflight && new URL(r.url).origin !== apiOrigin)),
    preflights: requests.filter((r) => r.preflight).length,
    fontBeforePaint: firstPaintAt === null ? null : fonts.reduce((sum, r) => sum + r.bytes, 0),
    federationFiles: requests.filter((r) => /(remoteEntry\.js|mf-manifest\.json)$/.test(new URL(r.url).pathname)).map((r) => shortUrl(r.url)),
    requests,
  };
}
