// Type augmentation for what buildApp decorates below the photos and the modules (they declare their
// own: photos/photo-decorations.ts, modules/push/push-decorations.ts). Import nothing from here at runtime.
import type { onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Clock } from './clock.js';
import type { Database, Db } from '../db/database.js';

export interface AuthRateLimit {
  /** Requests per IP per window on each /auth/* and /oauth/* route, and friend-code lookups per IP. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The drizzle handle: pass it to repositories (`createXRepository(app.db)`), nothing else uses it. */
    db: Db;
    database: Database;
    /**
     * onRequest/preHandler hook: 401 unless the request carries a valid access token of an existing user
     * (or an expired one plus a valid refresh cookie, which also renews the session). Sets `request.userId`.
     */
    authenticate: onRequestHookHandler;
    authRateLimit: AuthRateLimit;
    /** Now, in ms since the epoch. Use it (not Date.now) in every rule that depends on time. */
    clock: Clock;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.authenticate` (empty string before it ran). */
    userId: string;
  }
}
