import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { perUserRateLimit } from '../plugins/rate-limits';
import { multipartOptions } from './multipart-upload';

/**
 * Photo uploads per user per minute. Each one is decoded and re-encoded (CPU) and stored (disk): enough
 * for a person proving moments or changing a profile picture, too few to make one account a
 * photo-processing or disk-filling engine. One budget for every upload route (across replicas with REDIS_URL).
 */
export const PHOTO_UPLOAD_LIMIT = { max: 30, timeWindow: 60_000 };
export const TOO_MANY_UPLOADS_MESSAGE = '사진 업로드가 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Registers @fastify/multipart for photo uploads on `app` (call it at the root, before routes):
 * the limits of multipartOptions(maxBytes) and the upload budget. A refused upload's unread body is
 * drained by the app's registerRefusedBodyDrain (src/http/refused-body-drain.ts).
 */
export async function registerPhotoMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, multipartOptions(maxBytes));
  // A bare Fastify instance in unit tests has no rate-limit plugin: nothing to count with.
  if (!app.hasDecorator('rateLimit')) return;
  const uploads = perUserRateLimit(app, { name: 'upload', ...PHOTO_UPLOAD_LIMIT, message: TOO_MANY_UPLOADS_MESSAGE });
  // preHandler: after authentication (request.userId), before a byte of the body is read.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.userId || !request.isMultipart()) return;
    await uploads.call(app, request, reply);
  });
}

