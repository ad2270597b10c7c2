// Server-side hints in the shell's page. The shell loads each remote's `remoteEntry.js` beside the
// manifest its config names (shell/src/remotes/remote-entry-url.ts). On a tab's URL the server, which
// knows the config, lets the browser fetch that entry with the page instead of after the config and
// the shell's entry script have arrived, and opens the connections to the API early (its calls follow
// the tab's first render). When the server has read the remote's manifest (remote-first-chunks.mjs), it
// preloads the chunks of the remote's routes too, so the tab's code arrives with the entry instead of one
// round trip after it. Only a page carrying the shell build's marker gets the hints.

export const REMOTE_ENTRY_MARKER = "<!--momentum:tab-hints-->";

/** `http(s)://…` as a URL, or null. */
function webUrl(value) {
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
 * @param {string} pathname
 * @param {{ remotes?: Record<string, unknown> } | null} config
 * @returns {{ key: string, manifest: string, route: string } | null}
 */
export function tabOf(pathname, config) {
  const key = /^\/([a-z]+)(?:\/|$)/.exec(pathname)?.[1];
  const manifest = key && config?.remotes && Object.hasOwn(config.remotes, key) ? config.remotes[key] : null;
  if (!key || typeof manifest !== 'string') return null;
  return { key, manifest, route: pathname.slice(key.length + 1) || '/' };
}

/**
 * @param {string} html the page
 * @param {{ remotes?: Record<string, unknown>, apiBaseUrl?: unknown } | null} config the runtime config the page will read
 * @param {string} pathname the requested path
 * @param {(manifestUrl: string) => { chunks: string[], requests: Record<string, string[]> }} [readRemote]
 *   the remote's first chunks and first-screen GETs as last read (remote-first-chunks.mjs), if known
 */
export function addTabPageHints(html, config, pathname, readRemote = () => ({ chunks: [], requests: {} })) {
  if (!html.includes(REMOTE_ENTRY_MARKER)) return html;
  const tab = tabOf(pathname, config);
  const entry = tab ? webUrl(tab.manifest.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js')) : null;
  const api = entry ? webUrl(config?.apiBaseUrl) : null;
  const attr = (url) => url.replaceAll('"', '%22');
  let tag = '';
  if (entry) tag += `<link rel="preload" as="script" href="${attr(entry.href)}" />`;
  const remote = entry && tab ? readRemote(tab.manifest) : { chunks: [], requests: {} };
  // Only chunks of the entry's own origin (firstChunksFromManifest filters too): the CSP allows no other.
  const chunks = remote.chunks.map((url) => webUrl(url)).filter((url) => url?.origin === entry?.origin);
  for (const chunk of chunks) tag += `<link rel="preload" as="script" href="${attr(/** @type {URL} */ (chunk).href)}" />`;
  // The screen's first GETs, for the shell's entry to start while the code downloads (ADR 0008): API
  // paths only (firstRequestsFromFile), joined by the shell to its own configured API origin.
  const requests = entry && api && tab && Object.hasOwn(remote.requests, tab.route) ? remote.requests[tab.route] : [];
  if (requests.length > 0) tag += `<meta name="momentum-first-requests" content="${attr(requests.join(' '))}" />`;
  // Two pools: CORS preflights go without credentials, the API calls themselves with them.
  if (api) tag += `<link rel="preconnect" href="${attr(api.origin)}" crossorigin /><link rel="preconnect" href="${attr(api.origin)}" />`;
  return html.replace(REMOTE_ENTRY_MARKER, tag);
}
