// The one server-side hint in the shell's page: on a tab's URL, the tab's first-screen GETs in a <meta>,
// for them to start while the code downloads (ADR 0008; other hints did not earn their place, ADR 0014).
// Only a page carrying the shell build's marker gets it.

import { API_BASE_ATTRIBUTE, FIRST_ANSWERS_SCRIPT, FIRST_REQUESTS_META } from '../inline-scripts';

/** Where a page takes its tab's hint: the build puts it in index.html's head (build/preload-critical-chunks.ts). */
export const TAB_HINTS_MARKER = '<!--momentum:tab-hints-->';

/** The part of the runtime config (/app-config.json) the first visit reads; anything else may be there. */
export interface PageConfig {
  remotes?: Record<string, unknown>;
  apiBaseUrl?: unknown;
}

export interface Tab {
  key: string;
  manifest: string;
  route: string;
}

/** What the Node layer last read from a remote's build (remote-build-reads.ts). */
export type ReadRemote = (manifestUrl: string) => { requests: Record<string, string[]> };

/** `http(s)://…` as a URL, or null. */
function webUrl(value: unknown): URL | null {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The tab a path is under, the remote manifest the config names for it and the route inside the tab
 * ('/home' → '/', '/home/x' → '/x'); null when the path is not under a configured tab.
 */
export function tabOf(pathname: string, config: PageConfig | null): Tab | null {
  const key = /^\/([a-z]+)(?:\/|$)/.exec(pathname)?.[1];
  const manifest = key && config?.remotes && Object.hasOwn(config.remotes, key) ? config.remotes[key] : null;
  if (!key || typeof manifest !== 'string') return null;
  return { key, manifest, route: pathname.slice(key.length + 1) || '/' };
}

/**
 * `html` with the marker replaced by the tab's hint (or by nothing); `readRemote` gives the remote's
 * first-screen GETs as last read (remote-build-reads.ts), when known.
 */
export function addTabPageHints(html: string, config: PageConfig | null, pathname: string, readRemote: ReadRemote = () => ({ requests: {} })): string {
  if (!html.includes(TAB_HINTS_MARKER)) return html;
  const tab = tabOf(pathname, config);
  const api = tab && webUrl(tab.manifest) ? webUrl(config?.apiBaseUrl) : null;
  const remote: { requests: Record<string, string[]> } = api && tab ? readRemote(tab.manifest) : { requests: {} };
  // The screen's first GETs, for the page to start while the code downloads (ADR 0008): API paths
  // only (firstRequestsFromFile), joined to the configured API origin by the page's script.
  const requests = api && tab && Object.hasOwn(remote.requests, tab.route) ? (remote.requests[tab.route] ?? []) : [];
  // With them, the script that starts them while the page is parsed (ADR 0014, Decision 4).
  const tag =
    api && requests.length > 0
      ? `<meta name="${FIRST_REQUESTS_META}" content="${requests.join(' ').replaceAll('"', '%22')}" ${API_BASE_ATTRIBUTE}="${api.href.replace(/\/+$/, '').replaceAll('"', '%22')}" /><script>${FIRST_ANSWERS_SCRIPT}</script>`
      : '';
  return html.replace(TAB_HINTS_MARKER, tag);
}
