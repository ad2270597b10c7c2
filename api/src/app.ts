// The app is a function of its dependencies: main.ts and the tests build it the same way.
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/database.js';
import { systemClock, type Clock } from './http/clock.js';
import type { AuthRateLimit } from './http/fastify-types.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { registerRefusedBodyDrain } from './http/refused-body-drain.js';
import { registerSlowBodyGuard } from './http/slow-body-guard.js';
import { registerStorableTextGuard } from './http/storable-text-guard.js';
import { authRoutesPlugin } from './modules/auth/auth-routes.js';
import { createKakaoClient } from './modules/auth/kakao-client.js';
import { inProcessProviderFetch } from './modules/dev-kakao/in-process-fetch.js';
import { setupAuthentication } from './modules/auth/setup-authentication.js';
import { devKakaoRoutesPlugin } from './modules/dev-kakao/dev-kakao-routes.js';
import { healthRoutesPlugin } from './modules/health/health-routes.js';
import { staticRoutesPlugin } from './modules/static/static-routes.js';
import { usersRoutesPlugin } from './modules/users/users-routes.js';
import { createPhotoUrlSigner } from './photos/photo-url-signing.js';
import { createLocalPhotoStorage } from './photos/photo-storage.js';
import { createPhotoUrls } from './photos/photo-urls.js';
import { createS3PhotoStorage } from './photos/s3-photo-storage.js';
import { createPushDeliveryWorker } from './modules/push/push-delivery-worker.js';
import { createPushSender } from './modules/push/push-sender.js';
import { createReminderScheduler } from './modules/push/reminder-scheduler.js';
import { recordingPuts } from './photos/recording-puts.js';
import { createPendingPhotoSweep } from './photos/pending-photo-sweep.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerExternalPlugins } from './plugins/external-plugins.js';
import { connectRedis } from './plugins/redis-client.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { loggerOptions } from './plugins/logger.js';
import { registerFeaturePlugins, type FeatureDependencies } from './feature-plugins.js';
import './http/fastify-types.js';
import './photos/photo-decorations.js';
import './modules/push/push-decorations.js';

export interface BuildAppOptions extends FeatureDependencies {
  config: AppConfig;
  db: Database;
  /** Default: JSON logs at config.logLevel with secrets redacted. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Default: Date.now. Tests move time to expire tokens. */
  clock?: Clock;
  /** Used to reach the Kakao provider. Default: global fetch. */
  fetch?: typeof fetch;
  /** Per-IP limit on /auth/* and /oauth/*. Default: config.authRateLimitPerMinute per minute. */
  authRateLimit?: AuthRateLimit;
  /**
   * Start the background jobs: the reminder scheduler (every config.push.reminderTickMs; 0 = never),
   * the photo sweep and the push deliveries' poll. Default true; the test app passes false and calls
   * `app.reminders.tick()`, `app.photoSweep.sweep()` and `app.pushDeliveries.drain()` itself.
   */
  background?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Behind a reverse proxy, request.ip (rate-limit keys, logs) is the client it names; unset, the socket's.
    trustProxy: config.trustProxy,
    // Keep-alive sockets must not hold a graceful shutdown open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // Requests that arrive during shutdown get 503 instead of hanging.
    return503OnClosing: true,
    // Refusals made before routing still answer in the one error shape.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // An empty body with a JSON content type is no body (spec §7 sends that type on every call).
  acceptEmptyJsonBodies(app);
  // Bodies that stall or trickle (slowloris, a dead phone mid-upload) end with 408 instead of holding on.
  registerSlowBodyGuard(app, config.slowBody);
  // An answer sent before its body has arrived (413 over the body limit, a refused upload) is read by
  // the client: the rest of the body is read and dropped before the connection could close.
  registerRefusedBodyDrain(app);
  // No NUL or lone surrogate in any body, query or path value reaches a handler (400 instead of a 500).
  registerStorableTextGuard(app);

  // 1. External plugins. With REDIS_URL every rate-limit counter lives there (one budget across
  // replicas); an unreachable Redis at start fails here, with the reason.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await registerExternalPlugins(app, config, { redis, clock });

  // 2. App plugins: what every route may use.
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('db', db.db);
  // Day boundaries, windows, streaks and the weekly knock reset all read this clock, so tests can
  // stand at 23:59 or 00:01 in Seoul without waiting.
  app.decorate('clock', clock);
  app.decorate('authRateLimit', options.authRateLimit ?? { max: config.authRateLimitPerMinute, timeWindow: 60_000 });
  // Photos are decorated before any route: the users routes hand out profile photo URLs too.
  const photoUrlSigner = createPhotoUrlSigner(config.photoUrlSecret);
  // S3 when configured (several replicas share it, browsers read from it); else the local folder.
  const store =
    options.photoStorage ??
    (config.s3
      ? createS3PhotoStorage(config.s3)
      : createLocalPhotoStorage(config.photoDir, { baseUrl: () => config.publicUrl, signer: photoUrlSigner }));
  // Each put is recorded first, so what a crash leaves between put and commit is found and swept.
  const photoStorage = recordingPuts(store, db.db, clock);
  app.decorate('photoStorage', photoStorage);
  const photoSweep = createPendingPhotoSweep({ db: db.db, storage: store, clock, log: app.log, afterMs: config.photoSweepAfterMs });
  app.decorate('photoSweep', photoSweep);
  if (options.background !== false) app.addHook('onReady', async () => photoSweep.start());
  app.decorate('photoUrlSigner', photoUrlSigner);
  app.decorate('photoUrls', createPhotoUrls(photoStorage, clock));
  const push = createPushSender({ db: db.db, vapid: config.push.vapid, appOrigin: config.appOrigins[0]!, log: app.log });
  app.decorate('push', push);
  const reminders = createReminderScheduler({ db: db.db, clock, push, log: app.log });
  app.decorate('reminders', reminders);
  if (options.background !== false && config.push.reminderTickMs > 0) {
    app.addHook('onReady', async () => reminders.start(config.push.reminderTickMs));
  }
  // Kicked by every knock and cheer even without the background jobs; the poll is one of them.
  const pushDeliveries = createPushDeliveryWorker({ db: db.db, clock, push, log: app.log });
  app.decorate('pushDeliveries', pushDeliveries);
  if (options.background !== false) app.addHook('onReady', async () => pushDeliveries.start());
  // A tick in progress and pushes still on their way (a knock's, a cheer's) finish before the
  // database closes.
  app.addHook('onClose', async () => {
    await reminders.stop();
    await photoSweep.stop();
    await pushDeliveries.stop();
  });
  const sessions = setupAuthentication(app, clock);

  // 3. Routes.
  await app.register(healthRoutesPlugin);
  await app.register(staticRoutesPlugin);
  // The development provider answers in-process (see in-process-fetch.ts); real Kakao over the network.
  const providerFetch = options.fetch ?? (config.kakao.devProvider ? inProcessProviderFetch(app, config.kakao) : undefined);
  await app.register(authRoutesPlugin, { kakao: createKakaoClient(config.kakao, providerFetch), sessions });
  await app.register(usersRoutesPlugin);
  if (config.kakao.devProvider) await app.register(devKakaoRoutesPlugin, { clock });
  await registerFeaturePlugins(app, options);

  if (config.apiDocs) {
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, { routePrefix: '/docs' });
  }
  return app;
}
