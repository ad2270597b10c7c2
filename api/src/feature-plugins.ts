// Feature route plugins, registered after the core (auth, users) so they can use `app.authenticate`.
import type { FastifyInstance } from 'fastify';
import { aiRoutesPlugin, createAiService, type AiService } from './ai/index.js';
import { bucketRoutesPlugin } from './modules/bucket/bucket-routes.js';
import { homeRoutesPlugin } from './modules/home/home-routes.js';
import { friendsRoutesPlugin } from './modules/friends/friends-routes.js';
import { notificationsRoutesPlugin } from './modules/notifications/notifications-routes.js';
import { registerPhotoMultipart } from './photos/multipart-setup.js';
import { photoRoutes } from './photos/photo-routes.js';
import type { PhotoStorage } from './photos/photo-storage.js';
import { userAccountRoutesPlugin } from './modules/users/account-routes.js';
import { pushRoutesPlugin } from './modules/push/push-routes.js';
import { diaryRoutesPlugin } from './modules/diary/diary-routes.js';

export interface FeatureDependencies {
  /** Default: config.s3 (S3_BUCKET...) when set, else the local folder config.photoDir with URLs signed by config.photoUrlSecret. */
  photoStorage?: PhotoStorage;
  /** Default: OpenAI-compatible when OPENAI_API_KEY is set, else the 503 service. */
  ai?: AiService;
}

export async function registerFeaturePlugins(app: FastifyInstance, deps: FeatureDependencies = {}): Promise<void> {
  // Registered once at the root so every upload route streams with the same limits and budget.
  await registerPhotoMultipart(app, app.config.uploadMaxBytes);
  // With an S3 store the URLs point at the store: /photos/* is then an unknown route (404) like any other.
  if (app.photoStorage.readsThroughApi) await app.register(photoRoutes, { storage: app.photoStorage, signer: app.photoUrlSigner, clock: app.clock });
  await app.register(aiRoutesPlugin, { ai: deps.ai ?? createAiService(app.config.ai, { logger: app.log }) });
  // Feature modules: each new one is registered at the end of this list.
  await app.register(homeRoutesPlugin);
  await app.register(notificationsRoutesPlugin);
  await app.register(userAccountRoutesPlugin);
  await app.register(friendsRoutesPlugin);
  await app.register(bucketRoutesPlugin);
  await app.register(pushRoutesPlugin);
  await app.register(diaryRoutesPlugin);
}
