// A fresh app per test: in-memory PGlite migrated from api/drizzle (cloned from a per-worker template), or
// its own PostgreSQL database with TEST_DATABASE_URL (test-database.ts), on port 0 so the Kakao round-trip
// through the development provider is real HTTP.
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/env.js';
import type { Database } from '../src/db/database.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256!';
export const TEST_PHOTO_URL_SECRET = 'test-photo-url-secret-long-enough-for-hmac';
/** One VAPID pair per test worker, given in the environment (nothing generated into a DATA_DIR). */
export const TEST_VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@momentum.invalid' };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'db'>> {
  env?: Record<string, string>;
  /** A database several apps share (replicas); the caller disposes it. Default: a fresh one, disposed on close. */
  database?: TestDatabase;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, database: shared, ...appOptions } = options;
  const { database, dispose } = shared ? { database: shared.database, dispose: async () => {} } : await openTestDatabase();
  const config0 = loadConfig({
    JWT_SECRET: TEST_SECRET,
    PHOTO_URL_SECRET: TEST_PHOTO_URL_SECRET,
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    VAPID_SUBJECT: TEST_VAPID.subject,
    APP_ORIGINS: `${TEST_ORIGIN},http://localhost:3004`,
    KAKAO_REDIRECT_URI: `${TEST_ORIGIN}/auth/kakao/callback`,
    ...env,
  });
  // The provider's base URLs must point at this very server, whose port is known only after listen.
  const config: AppConfig = { ...config0, kakao: { ...config0.kakao } };
  let app: FastifyInstance;
  try {
    app = await buildApp({ logger: false, background: false, ...appOptions, config, db: database });
  } catch (error) {
    await dispose();
    throw error;
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  if (config.kakao.devProvider) {
    config.publicUrl = address;
    config.kakao.authBaseUrl = address;
    config.kakao.apiBaseUrl = address;
  }
  return {
    app,
    config,
    database,
    url: address,
    async close() {
      const closing = app.close();
      // The test is over: a keep-alive connection a test's client left busy would hold close() until
      // the keep-alive timeout (72 s; seen intermittently after account-deletion.test.ts). The app's
      // own shutdown still closes idle connections only (app.ts), and lets requests in flight finish.
      app.server.closeAllConnections();
      await closing;
      await dispose();
    },
  };
}
