// Tests' way to start a primed GET as the page's inline script does (@momentum/first-visit's
// first-answers.ts, whose own test runs it against takePrimed): that package builds on this one, so the
// client's tests cannot take the script itself.
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
