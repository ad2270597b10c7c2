import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import { createPerUserRateLimit, RateLimitedError } from '../ai/per-user-rate-limit';
import { AppError } from '../errors/app-error';
import { multipartOptions } from './multipart-upload';

/**
 * Photo uploads per user per minute. Each one is decoded and re-encoded (CPU) and stored (disk): enough
 * for a person proving moments or changing a profile picture, too few to make one account a
 * photo-processing or disk-filling engine. In memory, per process, like the AI and friend-code budgets.
 */
export const PHOTO_UPLOAD_LIMIT = { limit: 30, windowMs: 60_000 };
export const TOO_MANY_UPLOADS_MESSAGE = '사진 업로드가 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Registers @fastify/multipart for photo uploads on `app` (call it at the root, before routes):
 * the limits of multipartOptions(maxBytes) plus closeWhenBodyUnread.
 */
export async function registerPhotoMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, multipartOptions(maxBytes));
  app.addHook('onSend', closeWhenBodyUnread);
  // The app's clock (tests move it); a bare Fastify instance in unit tests has none.
  const now = app.hasDecorator('clock') ? () => app.clock() : Date.now;
  const uploads = createPerUserRateLimit({ ...PHOTO_UPLOAD_LIMIT, now });
  // preHandler: after authentication (request.userId), before a byte of the body is read.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.userId || !request.isMultipart()) return;
    try {
      uploads.consume(request.userId);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw new AppError(429, ErrorCode.RATE_LIMITED, TOO_MANY_UPLOADS_MESSAGE);
    }
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
