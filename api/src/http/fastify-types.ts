// Type augmentation for what buildApp decorates. Import nothing from here at runtime.
import type { onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Clock } from './clock.js';
import type { Database, Db } from '../db/database.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import type { PhotoUrlSigner } from '../photos/photo-url-signing.js';
import type { PhotoUrls } from '../photos/photo-urls.js';
import type { PushSender } from '../modules/push/push-sender.js';
import type { ReminderScheduler } from '../modules/push/reminder-scheduler.js';
import type { PendingPhotoSweep } from '../photos/pending-photo-sweep.js';

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
    /** Where photos are stored (local folder by default); feature modules save proofs through it. */
    photoStorage: PhotoStorage;
    /** Signs and checks the local store's read URLs (GET /photos/<key>). */
    photoUrlSigner: PhotoUrlSigner;
    /** Read URLs for photos a response may carry: ask only for photos the caller may see (ADR 0003). */
    photoUrls: PhotoUrls;
    /** Web Push to a user's devices (modules/push): knocks, cheers, the daily reminder. */
    push: PushSender;
    /** The daily reminder's scheduler (started by buildApp unless told not to; tests call tick()). */
    reminders: ReminderScheduler;
    photoSweep: PendingPhotoSweep;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.authenticate` (empty string before it ran). */
    userId: string;
  }
}
