// The simulated users' HTTP client: Node's fetch on keep-alive sockets, each request timed under its
// route kind and tagged with `X-Request-Id` for a proxy's access log. An unexpected answer throws, so a
// step stops at its first failure, as the app's would.
import type { Outcome, Sample } from './stats';

/** One request as sent: when (performance.now(), ms), what, and its id. */
export interface TimedSample extends Sample {
  id: string;
  method: string;
  /** The path as requested, ids included. */
  path: string;
  start: number;
  /** A busy replica's honest refusal: 503 SERVER_BUSY with Retry-After (the database is fine, the replica overloaded). */
  shed?: boolean;
}

export class UnexpectedAnswer extends Error {
  constructor(
    readonly kind: string,
    readonly outcome: Outcome,
    detail: string,
  ) {
    super(`${kind} → ${outcome}: ${detail.slice(0, 300)}`);
  }
}

/**
 * The request may or may not have been carried out: no answer at all, or a gateway's (nginx's 502
 * when the replica died with the request in hand, a 504 when it never answered).
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof UnexpectedAnswer && (error.outcome === 'network' || error.outcome === 502 || error.outcome === 504);
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData | URLSearchParams;
  /** Statuses this step expects; default any 2xx. */
  expect?: readonly number[];
  /** Don't follow redirects (the dev provider answers its form with a 302 to the app). */
  manualRedirect?: boolean;
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  /** Every request made through this client, in completion order. */
  readonly samples: TimedSample[] = [];
  /** The last few unexpected answers, for the report. */
  readonly failures: string[] = [];
  private sent = 0;

  /** `idPrefix` keeps two clients' request ids apart in one log. */
  constructor(
    readonly baseUrl: string,
    private readonly idPrefix = 'load',
  ) {}

  async call<T = unknown>(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    this.sent += 1;
    const request = { id: `${this.idPrefix}-${this.sent}`, method, path };
    const headers: Record<string, string> = { 'x-request-id': request.id };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body,
        redirect: options.manualRedirect ? 'manual' : 'follow',
      });
    } catch (error) {
      this.record(request, kind, started, 'network', false, String((error as Error).cause ?? error));
      throw new UnexpectedAnswer(kind, 'network', String(error));
    }
    // The body is part of the request's time: a client has nothing until it has read it. An answer
    // cut short (its server died mid-body) is no answer.
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      this.record(request, kind, started, 'network', false, `${response.status}, body cut short: ${String((error as Error).cause ?? error)}`);
      throw new UnexpectedAnswer(kind, 'network', String(error));
    }
    const ok = options.expect ? options.expect.includes(response.status) : response.status >= 200 && response.status < 300;
    const shed = response.status === 503 && response.headers.has('retry-after') && text.includes('"SERVER_BUSY"');
    this.record(request, kind, started, response.status, ok, text, shed);
    if (!ok) throw new UnexpectedAnswer(kind, response.status, text);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: (type.includes('json') && text ? JSON.parse(text) : text) as T, headers: response.headers };
  }

  private record(request: { id: string; method: string; path: string }, kind: string, started: number, outcome: Outcome, ok: boolean, detail: string, shed = false): void {
    this.samples.push({ ...request, kind, ms: performance.now() - started, outcome, ok, start: started, ...(shed ? { shed } : {}) });
    if (!ok && this.failures.length < 20) this.failures.push(`${kind} → ${outcome}: ${detail.slice(0, 200)}`);
  }
}
