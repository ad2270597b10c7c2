// The one server-side hint in the shell's page: on a tab's URL, the GETs of the tab's first screen
// (read from the remote's build by remote-build-reads.mjs), named in a <meta> for the shell's entry to
// start while the code downloads (ADR 0008); they made a warm /home show its data 19% sooner under an
// applied throttle. The preloads of the tab's remote entry and first chunks and the API preconnects
// that stood here were removed: they moved no applied-throttle figure by 5% (ADR 0014). Only a page
// carrying the shell build's marker gets the hint.

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
 * @param {(manifestUrl: string) => { requests: Record<string, string[]> }} [readRemote]
 *   the remote's first-screen GETs as last read (remote-build-reads.mjs), if known
 */
export function addTabPageHints(html, config, pathname, readRemote = () => ({ requests: {} })) {
  if (!html.includes(REMOTE_ENTRY_MARKER)) return html;
  const tab = tabOf(pathname, config);
  const api = tab && webUrl(tab.manifest) ? webUrl(config?.apiBaseUrl) : null;
  const remote = api && tab ? readRemote(tab.manifest) : { requests: {} };
  // The screen's first GETs, for the shell's entry to start while the code downloads (ADR 0008): API
  // paths only (firstRequestsFromFile), joined by the shell to its own configured API origin.
  const requests = api && tab && Object.hasOwn(remote.requests, tab.route) ? remote.requests[tab.route] : [];
  const tag = requests.length > 0 ? `<meta name="momentum-first-requests" content="${requests.join(' ').replaceAll('"', '%22')}" />` : '';
  return html.replace(REMOTE_ENTRY_MARKER, tag);
}
