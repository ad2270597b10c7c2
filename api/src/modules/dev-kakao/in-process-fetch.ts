// The development Kakao provider is a plugin of this same server, so the sign-in's calls to it
// (POST /oauth/token, GET /v1/user/access_token_info, GET /v2/user/me) are dispatched in-process with app.inject instead of over HTTP.
// Over HTTP a sign-in waited behind every other request on this server's own socket and, with 200
// users in flight on the embedded database, ran into the provider timeout (401). It also works when the
// server cannot reach its own public URL, as behind a reverse proxy. Any other URL goes to real fetch.
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
