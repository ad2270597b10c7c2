// Read beside each remote's manifest (ADR 0008, ADR 0009). Remotes deploy on their own: reads refresh in the background, never awaited.
import { screensFromFile, type PrerenderedTabScreens } from './prerendered-tabs';
import { FIRST_SCREEN_FILE, PRERENDERED_SCREENS_FILE } from '../../page-contract/page-files';

const MAX_AGE_MS = 30_000;
const FETCH_TIMEOUT_MS = 2_000;
/** At most this many first-screen GETs per route: a remote's list never makes the page send more. */
const MAX_FIRST_REQUESTS = 8;
/** An API path: '/api/…', no scheme, no host, nothing to break out of an attribute. */
const API_PATH = /^\/api\/[A-Za-z0-9/_.~-]*$/;

const RETRY_MS = 2_000;

function webUrl(value: unknown, base?: string): URL | null {
  try {
    const url = new URL(String(value), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function firstRequestsFromFile(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [route, paths] of Object.entries(value)) {
    if (!/^\/[A-Za-z0-9/_-]*$/.test(route) || !Array.isArray(paths)) continue;
    const clean = paths.filter((p): p is string => typeof p === 'string' && API_PATH.test(p) && !p.includes('..'));
    if (clean.length > 0) out[route] = clean.slice(0, MAX_FIRST_REQUESTS);
  }
  return out;
}

/** The expose the shell mounts (app-kit's remoteRoutesId); its chunks are what a tab's screen hydrates with. */
const ROUTES_EXPOSE = './routes';
const CHUNK_FILE = /^[A-Za-z0-9_.-]+\.js$/;

export interface ScreenChunks {
  screen: string[];
  later: string[];
}
export const NO_CHUNKS: ScreenChunks = { screen: [], later: [] };

/** Beside the manifest, as the federation runtime finds them with `publicPath: 'auto'` (our builds' setting). */
export function screenChunksFromManifest(manifest: unknown, manifestUrl: string): ScreenChunks {
  const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  if (record(record(manifest).metaData).publicPath !== 'auto' || !webUrl(manifestUrl)) return NO_CHUNKS;
  const exposes = record(manifest).exposes;
  const routes = Array.isArray(exposes) ? exposes.map(record).find((expose) => expose.path === ROUTES_EXPOSE) : undefined;
  const js = record(record(routes?.assets).js);
  const urls = (files: unknown) => (Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file)).map((file) => new URL(file, manifestUrl).href) : []);
  return { screen: urls(js.sync), later: urls(js.async) };
}

const firstScreenUrl = (manifestUrl: string) => new URL(FIRST_SCREEN_FILE, manifestUrl).href;
const screensUrl = (manifestUrl: string) => new URL(PRERENDERED_SCREENS_FILE, manifestUrl).href;

export interface RemoteReads {
  requests: Record<string, string[]>;
  screens: PrerenderedTabScreens;
  chunks: ScreenChunks;
}
const NOTHING_READ: RemoteReads = { requests: {}, screens: {}, chunks: NO_CHUNKS };

export type ReadJson = (url: string) => Promise<unknown>;

/** Shared by the Node layer's cache and the deploy step (tab-pages.ts). */
export async function readRemoteBuild(manifestUrl: string, readJson: ReadJson): Promise<RemoteReads | null> {
  const optional = (url: string) => readJson(url).catch(() => null);
  const [manifest, firstScreen, screens] = await Promise.all([readJson(manifestUrl), optional(firstScreenUrl(manifestUrl)), optional(screensUrl(manifestUrl))]);
  return manifest ? { requests: firstRequestsFromFile(firstScreen), screens: screensFromFile(screens), chunks: screenChunksFromManifest(manifest, manifestUrl) } : null;
}

export interface RemoteHintCache {
  read(manifestUrl: string): RemoteReads;
  warm(manifestUrls: unknown[]): Promise<void[]>;
}

interface Entry extends RemoteReads {
  readAt: number;
  pending?: Promise<void>;
}

export function createRemoteHintCache({ fetch: fetchImpl = fetch, now = Date.now }: { fetch?: typeof fetch; now?: () => number } = {}): RemoteHintCache {
  const entries = new Map<string, Entry>();
  const readJson: ReadJson = (url) =>
    fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => (response.ok ? response.json() : null));

  function refresh(manifestUrl: string): Promise<void> {
    const entry: Entry = entries.get(manifestUrl) ?? { ...NOTHING_READ, readAt: -Infinity };
    if (entry.pending) return entry.pending;
    entry.pending = readRemoteBuild(manifestUrl, readJson)
      // An unreadable manifest drops both: stale GETs waste requests, a stale screen's code may be gone.
      .then((reads): Entry => ({ ...(reads ?? NOTHING_READ), readAt: now() }))
      .catch((): Entry => ({ ...NOTHING_READ, readAt: now() - MAX_AGE_MS + RETRY_MS }))
      .then((next) => void entries.set(manifestUrl, next));
    entries.set(manifestUrl, entry);
    return entry.pending;
  }

  return {
    read(manifestUrl) {
      if (!webUrl(manifestUrl)) return NOTHING_READ;
      const entry = entries.get(manifestUrl);
      if (!entry || now() - entry.readAt > MAX_AGE_MS) void refresh(manifestUrl);
      return entry ? { requests: entry.requests, screens: entry.screens, chunks: entry.chunks } : NOTHING_READ;
    },
    warm(manifestUrls) {
      return Promise.all(manifestUrls.filter((url): url is string => typeof url === 'string' && webUrl(url) !== null).map((url) => refresh(url)));
    },
  };
}
