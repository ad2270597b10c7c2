// The simulated users' HTTP client: Node's fetch (undici underneath, keep-alive sockets reused across
// requests), every request timed and recorded under its route kind. An unexpected answer throws, so a
// flow step stops at its first failure, as the app's would.
import type { Outcome, Sample } from './stats';

export class UnexpectedAnswer extends Error {
  constructor(
    readonly kind: string,
    readonly outcome: Outcome,
    detail: string,
  ) {
    super(`${kind} → ${outcome}: ${detail.slice(0, 300)}`);
  }
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
  readonly samples: Sample[] = [];
  /** The last few unexpected answers, for the report. */
  readonly failures: string[] = [];

  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
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
      this.record(kind, started, 'network', false, String((error as Error).cause ?? error));
      throw new UnexpectedAnswer(kind, 'network', String(error));
    }
    // The body is part of the request's time: a client has nothing until it has read it.
    const text = await response.text().catch(() => '');
    const ok = options.expect ? options.expect.includes(response.status) : response.status >= 200 && response.status < 300;
    this.record(kind, started, response.status, ok, text);
    if (!ok) throw new UnexpectedAnswer(kind, response.status, text);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: (type.includes('json') && text ? JSON.parse(text) : text) as T, headers: response.headers };
  }

  private record(kind: string, started: number, outcome: Outcome, ok: boolean, detail: string): void {
    this.samples.push({ kind, ms: performance.now() - started, outcome, ok });
    if (!ok && this.failures.length < 20) this.failures.push(`${kind} → ${outcome}: ${detail.slice(0, 200)}`);
  }
}
