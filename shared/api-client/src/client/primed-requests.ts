// GETs a tab page's inline script started before the app booted (ADR 0014), handed to the axios adapter
// when it asks for the same, through the same interceptors. On globalThis under a registered symbol: the
// script runs before any module, built with this key and entry type (@momentum/first-visit's first-answers.ts).

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
