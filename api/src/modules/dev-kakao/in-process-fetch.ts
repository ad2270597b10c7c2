// Calls to the development provider (this same server) go through app.inject: over HTTP they waited behind
// every other request on this socket, and failed where the server cannot reach its own public URL.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppConfig } from '../../config/env.js';

type Method = NonNullable<InjectOptions['method']>;

export function inProcessProviderFetch(app: FastifyInstance, kakao: AppConfig['kakao'], fallback: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    // Read at call time: the base URLs may be set after the server has started listening (tests).
    const providerOrigins = [kakao.authBaseUrl, kakao.apiBaseUrl].map((base) => new URL(base).origin);
    if (!providerOrigins.includes(url.origin)) return fallback(input, init);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as Method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' || init?.body instanceof URLSearchParams ? String(init.body) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}
