import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * the limits of multipartOptions(maxBytes) plus closeWhenBodyUnread.
 */
export async function registerPhotoMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, multipartOptions(maxBytes));
  app.addHook('onSend', closeWhenBodyUnread);
  // A bare Fastify instance in unit tests has no rate-limit plugin: nothing to count with.
  if (!app.hasDecorator('rateLimit')) return;
  const uploads = perUserRateLimit(app, { name: 'upload', ...PHOTO_UPLOAD_LIMIT, message: TOO_MANY_UPLOADS_MESSAGE });
  // preHandler: after authentication (request.userId), before a byte of the body is read.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.userId || !request.isMultipart()) return;
    await uploads.call(app, request, reply);
  });
}

/**
 * A refused upload (413, 415, ...) is answered before the client finished sending. The request
 * stream is paused then, so without `Connection: close` the socket would linger until the
 * keep-alive timeout and any bytes still arriving would be read as the next request. Fastify does
 * the same for its own body-limit errors.
 */
export async function closeWhenBodyUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!request.raw.complete && request.isMultipart()) reply.header('connection', 'close');
  return payload;
}
