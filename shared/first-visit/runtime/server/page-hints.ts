// A tab's first-screen GETs, to start while the code downloads (ADR 0008), and its screen's chunks (ADR 0024), in <meta>s.
import { FIRST_ANSWERS_SCRIPT } from '../../page-contract/inline-scripts';
import { TAB_HINTS_MARKER } from '../../page-contract/page-files';
import { API_BASE_ATTRIBUTE, FIRST_REQUESTS_META, LATER_CHUNKS_ATTRIBUTE, SCREEN_CHUNKS_META } from '../../page-contract/page-marks';
import { NO_CHUNKS, type ScreenChunks } from './remote-build-reads';

export interface PageConfig {
  remotes?: Record<string, unknown>;
  apiBaseUrl?: unknown;
}

export interface Tab {
  key: string;
  manifest: string;
  route: string;
}

export type ReadRemote = (manifestUrl: string) => { requests: Record<string, string[]>; chunks?: ScreenChunks };

function webUrl(value: unknown): URL | null {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** '/home/x' → { key: 'home', route: '/x' } when the config names a remote for 'home'; else null. */
export function tabOf(pathname: string, config: PageConfig | null): Tab | null {
  const key = /^\/([a-z]+)(?:\/|$)/.exec(pathname)?.[1];
  const manifest = key && config?.remotes && Object.hasOwn(config.remotes, key) ? config.remotes[key] : null;
  if (!key || typeof manifest !== 'string') return null;
  return { key, manifest, route: pathname.slice(key.length + 1) || '/' };
}

export function addTabPageHints(html: string, config: PageConfig | null, pathname: string, readRemote: ReadRemote = () => ({ requests: {} })): string {
  if (!html.includes(TAB_HINTS_MARKER)) return html;
  const tab = tabOf(pathname, config);
  const api = tab && webUrl(tab.manifest) ? webUrl(config?.apiBaseUrl) : null;
  const remote: ReturnType<ReadRemote> = api && tab ? readRemote(tab.manifest) : { requests: {} };
  // API paths only (firstRequestsFromFile), joined to the configured API origin by the page's script.
  const requests = api && tab && Object.hasOwn(remote.requests, tab.route) ? (remote.requests[tab.route] ?? []) : [];
  const answers =
    api && requests.length > 0
      ? `<meta name="${FIRST_REQUESTS_META}" content="${requests.join(' ').replaceAll('"', '%22')}" ${API_BASE_ATTRIBUTE}="${api.href.replace(/\/+$/, '').replaceAll('"', '%22')}" /><script>${FIRST_ANSWERS_SCRIPT}</script>`
      : '';
  return html.replace(TAB_HINTS_MARKER, () => chunksMeta(remote.chunks ?? NO_CHUNKS) + answers);
}

/** Absolute http(s) URLs only (screenChunksFromManifest), so nothing in them breaks out of the attribute. */
function chunksMeta(chunks: ScreenChunks): string {
  const [screen, later] = [chunks.screen, chunks.later].map((urls) => urls.filter((url) => webUrl(url) !== null).join(' ').replaceAll('"', '%22'));
  if (!screen) return '';
  return `<meta name="${SCREEN_CHUNKS_META}" content="${screen}"${later ? ` ${LATER_CHUNKS_ATTRIBUTE}="${later}"` : ''} />`;
}
