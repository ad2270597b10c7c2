// GETs started before the app has booted, handed to the one axios client when it asks for the same.
//
// A first visit downloads the shell and the screen's remote for a second or more on a phone, and only
// then would the screen's queries start. The page names the screen's first GETs (its server reads them
// from the remote's build: @momentum/first-visit's remote-build-reads) and its inline script starts them with
// plain fetch as soon as the runtime config is in (@momentum/first-visit's inline-scripts/first-answers.ts, the one
// writer of this registry in the browser); the axios adapter then takes the answer instead of sending the request
// again (`takePrimed`), and it goes through the same interceptors (token rotation, 401) and transforms
// as any answer. Nothing else changes: an answer nobody takes within PRIMED_MAX_AGE_MS is dropped, one
// taken is gone, and one sent with another token is never used.
//
// The registry lives on globalThis under a registered symbol, not in module state: the page's script
// runs before any module, and this module must not become a second singleton. The key and the entry's
// shape are the contract with that script (shared/first-visit/runtime/inline-scripts/first-answers.test.ts runs both).
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

export interface Primed {
  authorization: string;
  startedAt: number;
  answer: Promise<PrimedAnswer>;
}

export const PRIMED_REGISTRY_KEY = 'momentum.primed-requests';
const REGISTRY = Symbol.for(PRIMED_REGISTRY_KEY);

/** The page's registry of started GETs, by URL. */
export function primedRegistry(): Map<string, Primed> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Primed> };
  return (holder[REGISTRY] ??= new Map());
}

/** `baseURL` + `path` joined as axios joins them (one slash between). */
export function joinApiUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The primed answer for this GET, once: only when it was started with the same Authorization and not
 * longer than PRIMED_MAX_AGE_MS ago. A primed request that failed on the network yields null (the
 * client sends its own).
 */
export async function takePrimed(url: string, authorization: string, now: () => number = Date.now): Promise<PrimedAnswer | null> {
  const primed = primedRegistry().get(url);
  if (!primed) return null;
  primedRegistry().delete(url);
  if (primed.authorization !== authorization || now() - primed.startedAt > PRIMED_MAX_AGE_MS) return null;
  return primed.answer.catch(() => null);
}

/** Drops every primed request (tests start from an empty registry). */
export function clearPrimed(): void {
  primedRegistry().clear();
}
