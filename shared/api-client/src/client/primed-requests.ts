// GETs a tab page's inline script started before the app booted (ADR 0014). On globalThis under a registered
// symbol: the script runs before any module (@momentum/first-visit's first-answers.ts).

export const PRIMED_MAX_AGE_MS = 10_000;

export interface PrimedAnswer {
  status: number;
  statusText: string;
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

export function primedRegistry(): Map<string, Primed> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Primed> };
  return (holder[REGISTRY] ??= new Map());
}

export function joinApiUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export async function takePrimed(url: string, authorization: string, now: () => number = Date.now): Promise<PrimedAnswer | null> {
  const primed = primedRegistry().get(url);
  if (!primed) return null;
  primedRegistry().delete(url);
  if (primed.authorization !== authorization || now() - primed.startedAt > PRIMED_MAX_AGE_MS) return null;
  return primed.answer.catch(() => null);
}

/** For tests, which start from an empty registry. */
export function clearPrimed(): void {
  primedRegistry().clear();
}
