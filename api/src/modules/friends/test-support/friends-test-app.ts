// A test app standing at a movable instant, with access tokens minted at that instant (so moving the
// clock by days never expires the session), and a small JSON client.
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import type { TestDatabase } from '../../../../test/test-database.js';
import { createAccessTokens } from '../../auth/access-token.js';
import { seedUser, type SeededUser } from './seed.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FriendsTestApp extends TestApp {
  /** Moves the server's clock to an ISO instant, e.g. '2025-03-12T10:00:00+09:00'. */
  setNow(iso: string): void;
  user(nickname: string): Promise<SeededUser>;
  // Tests read fields of many response shapes; the contract tests elsewhere check the shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(method: Method, path: string, userId: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/** `database`: one several apps share (replicas); the caller disposes it. */
export async function buildFriendsTestApp(startIso = '2025-03-12T12:00:00+09:00', database?: TestDatabase): Promise<FriendsTestApp> {
  let now = Date.parse(startIso);
  const t = await buildTestApp({ clock: () => now, ...(database ? { database } : {}) });
  const tokens = createAccessTokens(t.config.jwtSecret, () => now);
  return {
    ...t,
    setNow(iso) {
      now = Date.parse(iso);
    },
    user: (nickname) => seedUser(t.app.db, nickname),
    async call(method, path, userId, body) {
      const response = await fetch(`${t.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await tokens.issue(userId)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
