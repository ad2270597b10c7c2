// The development sign-in page as served: it declares an icon its own CSP allows, so no browser asks
// for /favicon.ico (Firefox reported each visit as a CSP violation), and it is laid out for a phone:
// dark controls, the whole screen, its content clear of a notch and the home indicator.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/database.js';
import { devKakaoRoutesPlugin } from './dev-kakao-routes.js';

const APP_ORIGIN = 'http://localhost:3000';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  // What the plugin reads. On a shared server it lists no accounts, so no database is needed.
  const config = { appOrigins: [APP_ORIGIN], jwtSecret: 'a'.repeat(40), kakao: { devProviderOnSharedServer: true } };
  app.decorate('config', config as unknown as AppConfig);
  app.decorate('db', {} as Db);
  app.decorate('authRateLimit', { max: 1000, timeWindow: 60_000 });
  await app.register(devKakaoRoutesPlugin, { clock: () => 1_800_000_000_000 });
  await app.ready();
});
afterAll(() => app.close());

const SIGN_IN = `/oauth/authorize?${new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: `${APP_ORIGIN}/auth/kakao/callback`, response_type: 'code' })}`;
const REFUSED = '/oauth/authorize?client_id=momentum-dev';

/** The sources a policy allows for images: img-src, else default-src. */
function imageSources(policy: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
  return directives.get('img-src') ?? directives.get('default-src') ?? [];
}

/** Whether an image at `href` (on the page at `pageUrl`) loads under those sources (CSP 3 matching, the cases a page icon can take). */
function allowed(href: string, pageUrl: URL, sources: string[]): boolean {
  const url = new URL(href, pageUrl);
  return sources.some((source) => {
    if (source === "'self'") return url.origin === pageUrl.origin;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
    return source !== "'none'" && url.href.startsWith(source);
  });
}

describe('the development sign-in page', () => {
  it.each([
    ['the sign-in page', SIGN_IN, 200],
    ['the refusal page', REFUSED, 400],
  ])('%s declares an icon its own CSP allows', async (_name, path, status) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(status);
    const policy = String(response.headers['content-security-policy']);
    const icons = [...response.body.matchAll(/<link rel="icon" href="([^"]*)">/g)].map((match) => match[1]!);
    expect(icons).toHaveLength(1);
    const pageUrl = new URL(path, 'http://localhost:4000');
    expect(allowed(icons[0]!, pageUrl, imageSources(policy)), `${icons[0]} under "${policy}"`).toBe(true);
    // The check itself: the same icon under the policy without its img-src is refused.
    expect(allowed(icons[0]!, pageUrl, imageSources(policy.replace(/img-src[^;]*;/, '')))).toBe(false);
  });

  it('paints dark controls and covers the whole screen of a phone with a notch', async () => {
    const { body } = await app.inject({ method: 'GET', url: SIGN_IN });
    expect(body).toContain('<meta name="color-scheme" content="dark">');
    expect(body).toMatch(/<meta name="viewport" content="[^"]*viewport-fit=cover[^"]*">/);
    expect(body).toMatch(/env\(safe-area-inset-bottom/);
  });
});
