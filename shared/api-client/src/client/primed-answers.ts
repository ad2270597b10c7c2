// A GET the page's inline script started (ADR 0014), settled as axios would settle it, without axios: the
// first screen's calls then need none of the client's chunk (api-client.ts).
import { joinApiUrl, takePrimed, type PrimedAnswer } from './primed-requests';
import type { ApiClientOptions } from './api-client-options';
import { bearer, storeRotatedToken } from './token-headers';

/** What api-error.ts and the proof queue read of a failed call: axios's own error shape. */
class PrimedAnswerError extends Error {
  readonly isAxiosError = true;
  override readonly name = 'AxiosError';
  readonly status: number;
  readonly code: string;

  constructor(readonly response: { data: unknown; status: number; statusText: string; headers: Record<string, string> }) {
    super(`Request failed with status code ${response.status}`);
    this.status = response.status;
    this.code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
  }
}

/** As axios's default response transform: JSON when it parses, the text itself otherwise. */
function parseBody(body: string): unknown {
  if (!body) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function settle(answer: PrimedAnswer, options: ApiClientOptions): { data: unknown } {
  storeRotatedToken(answer.headers['x-access-token'], options);
  const data = parseBody(answer.body);
  if (answer.status >= 200 && answer.status < 300) return { data };
  if (answer.status === 401) options.onUnauthorized();
  throw new PrimedAnswerError({ data, status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/** null when nothing usable was primed for this GET: the caller sends it. */
export async function answerFromPrimed(path: string, options: ApiClientOptions): Promise<{ data: unknown } | null> {
  const answer = await takePrimed(joinApiUrl(options.baseURL, path), bearer(options));
  return answer ? settle(answer, options) : null;
}
