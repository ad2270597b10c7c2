// A test app standing at a movable instant, with access tokens minted at that instant (so moving the
// clock by days never expires the session).
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createAccessTokens } from '../../auth/access-token.js';

export interface HomeTestApp extends TestApp {
  /** Moves the server's clock to an ISO instant, e.g. '2025-01-02T10:00:00+09:00'. */
  setNow(iso: string): void;
  request(method: 'GET' | 'PATCH', path: string, userId: string): Promise<Response>;
  get<T>(path: string, userId: string): Promise<T>;
}

export async function buildHomeTestApp(): Promise<HomeTestApp> {
  let now = Date.parse('2025-01-01T12:00:00+09:00');
  const t = await buildTestApp({ clock: () => now });
  const tokens = createAccessTokens(t.config.jwtSecret, () => now);
  const request = async (method: 'GET' | 'PATCH', path: string, userId: string) =>
    fetch(`${t.url}${path}`, { method, headers: { authorization: `Bearer ${await tokens.issue(userId)}` } });
  return {
    ...t,
    setNow(iso) {
      now = Date.parse(iso);
    },
    request,
    async get<T>(path: string, userId: string) {
      const response = await request('GET', path, userId);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}
