/* global fetch, AbortSignal */
// The chunks a remote's routes module needs at once, read from the remote's own mf-manifest.json
// (`exposes[./routes].assets.js.sync`), so the shell's server can preload them with the page: the
// browser then fetches a tab's code beside the remote entry instead of one round trip after it.
//
// Remotes are deployed on their own, so the server never guesses: it keeps what each manifest said
// for a short while (MAX_AGE_MS) and refreshes it in the background. A page is never held up by a
// manifest: until one has been read (or when its remote is down) the page goes out without these hints
// and the federation runtime finds the chunks itself, as it always can.

const MAX_AGE_MS = 30_000;
const FETCH_TIMEOUT_MS = 2_000;
/** A manifest that could not be read (its remote still starting, or down) is asked again this soon. */
const RETRY_MS = 2_000;
/** The module every remote exposes (shared/app-kit remote-contract: `./routes`). */
const ROUTES_EXPOSE = './routes';

/** `http(s)://…` as a URL, or null. */
function webUrl(value, base) {
  try {
    const url = new URL(String(value), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The absolute URLs of the routes expose's synchronous JS chunks, from a manifest's JSON; [] when the
 * manifest does not say. Relative asset names resolve against the manifest's own URL (the remotes
 * build with publicPath "auto": chunks sit beside the entry and the manifest).
 * @param {unknown} manifest
 * @param {string} manifestUrl
 * @returns {string[]}
 */
export function firstChunksFromManifest(manifest, manifestUrl) {
  const exposes = manifest && typeof manifest === 'object' ? /** @type {any} */ (manifest).exposes : null;
  if (!Array.isArray(exposes)) return [];
  const routes = exposes.find((expose) => expose && expose.path === ROUTES_EXPOSE);
  const sync = routes?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  return sync
    .filter((name) => typeof name === 'string' && name.endsWith('.js'))
    .map((name) => webUrl(name, manifestUrl))
    .filter((url) => url !== null && url.origin === new URL(manifestUrl).origin)
    .map((url) => url.href);
}

/**
 * A cache of the first chunks per manifest URL. `get` answers at once from what is known and starts a
 * refresh when that is missing or older than MAX_AGE_MS; `warm` reads a list of manifests now.
 * @param {{ fetch?: typeof fetch, now?: () => number }} [deps]
 */
export function createFirstChunkCache({ fetch: fetchImpl = fetch, now = Date.now } = {}) {
  /** @type {Map<string, { chunks: string[], readAt: number, pending?: Promise<void> }>} */
  const entries = new Map();

  function refresh(manifestUrl) {
    const entry = entries.get(manifestUrl) ?? { chunks: [], readAt: -Infinity };
    if (entry.pending) return entry.pending;
    entry.pending = fetchImpl(manifestUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : null))
      // A manifest that cannot be read drops the hints: stale chunk names would only waste bytes.
      .then((manifest) => ({ chunks: firstChunksFromManifest(manifest, manifestUrl), readAt: now() }))
      .catch(() => ({ chunks: [], readAt: now() - MAX_AGE_MS + RETRY_MS }))
      .then((next) => void entries.set(manifestUrl, next));
    entries.set(manifestUrl, entry);
    return entry.pending;
  }

  return {
    /** @param {string} manifestUrl @returns {string[]} */
    get(manifestUrl) {
      if (!webUrl(manifestUrl)) return [];
      const entry = entries.get(manifestUrl);
      if (!entry || now() - entry.readAt > MAX_AGE_MS) void refresh(manifestUrl);
      return entry?.chunks ?? [];
    },
    /** @param {unknown[]} manifestUrls */
    warm(manifestUrls) {
      return Promise.all(manifestUrls.filter((url) => typeof url === 'string' && webUrl(url)).map((url) => refresh(/** @type {string} */ (url))));
    },
  };
}
