// GETs started before the app has booted, handed to the one axios client when it asks for the same.
//
// A first visit downloads the shell and the screen's remote for a second or more on a phone, and only
// then would the screen's queries start. The shell's entry knows the screen's first GETs (its server
// reads them from the remote's build: @momentum/first-visit's remote-build-reads) and starts them with plain
// fetch while the code downloads (`primeGet`); the axios adapter then takes the answer instead of
// sending the request again (`takePrimed`), and it goes through the same interceptors (token rotation,
// 401) and transforms as any answer. Nothing else changes: an answer nobody takes within
// PRIMED_MAX_AGE_MS is dropped, one taken is gone, and one sent with another token is never used.
//
// The registry lives on globalThis under a registered symbol, not in module state: the shell's entry
// runs before the federation share scope exists, and this module must not become a second singleton.
// It stays in the API client, beside the adapter that takes the answers, rather than in
// @momentum/first-visit, which builds on the API client (shared/first-visit/README.md).

export const PRIMED_MAX_AGE_MS = 10_000;

export interface PrimedAnswer {
  status: number;
  statusText: string;
  /** Response headers as the browser exposes them (lower-case names). */
  headers: Record<string, string>;
  body: string;
}

interface Primed {
  authorization: string;
  startedAt: number;
  answer: Promise<PrimedAnswer>;
}

const REGISTRY = Symbol.for('momentum.primed-requests');

function registry(): Map<string, Primed> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Primed> };
  return (holder[REGISTRY] ??= new Map());
}

/** `baseURL` + `path` joined as axios joins them (one slash between). */
export function joinApiUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Starts a GET now, with the credentials axios would send, for the client to take later. */
export function primeGet(url: string, authorization: string, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): void {
  const answer = fetchImpl(url, { method: 'GET', credentials: 'include', headers: { Authorization: authorization, Accept: 'application/json, text/plain, */*' } }).then(
    async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      body: await response.text(),
    }),
  );
  // Unhandled here on purpose never: a failed primed GET is simply sent again by the client.
  answer.catch(() => {});
  registry().set(url, { authorization, startedAt: now(), answer });
}

/**
 * The primed answer for this GET, once: only when it was started with the same Authorization and not
 * longer than PRIMED_MAX_AGE_MS ago. A primed request that failed on the network yields null (the
 * client sends its own).
 */
export async function takePrimed(url: string, authorization: string, now: () => number = Date.now): Promise<PrimedAnswer | null> {
  const primed = registry().get(url);
  if (!primed) return null;
  registry().delete(url);
  if (primed.authorization !== authorization || now() - primed.startedAt > PRIMED_MAX_AGE_MS) return null;
  return primed.answer.catch(() => null);
}

/** Drops every primed request (tests start from an empty registry). */
export function clearPrimed(): void {
  registry().clear();
}
