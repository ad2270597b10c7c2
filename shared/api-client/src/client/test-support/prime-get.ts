// Tests' way to start a primed GET: what the page's inline script does in the browser
// (@momentum/first-visit's inline-scripts/first-answers.ts; shared/first-visit/runtime/inline-scripts/first-answers.test.ts runs that script against
// takePrimed), written in TypeScript so the client's own tests can put an answer in the registry.
import { primedRegistry, type PrimedAnswer } from '../primed-requests';

export function primeGet(url: string, authorization: string, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): void {
  const answer: Promise<PrimedAnswer> = fetchImpl(url, {
    method: 'GET',
    credentials: 'include',
    headers: { Authorization: authorization, Accept: 'application/json, text/plain, */*' },
  }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers.entries()),
    body: await response.text(),
  }));
  answer.catch(() => {});
  primedRegistry().set(url, { authorization, startedAt: now(), answer });
}
