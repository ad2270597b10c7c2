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
 * How much of a refused upload's body is read and dropped, at most, before its connection is cut: a
 * phone photo's worth, for a few seconds (drainRefusedBody).
 */
const REFUSED_BODY_LINGER = { ms: 5_000, bytes: 16 * 1024 * 1024 };

/**
 * Registers @fastify/multipart for photo uploads on `app` (call it at the root, before routes):
 * the limits of multipartOptions(maxBytes) plus drainRefusedBody.
 */
export async function registerPhotoMultipart(app: FastifyInstance, maxBytes: number, linger = REFUSED_BODY_LINGER): Promise<void> {
  await app.register(multipart, multipartOptions(maxBytes));
  app.addHook('onSend', async (request, reply, payload) => {
    drainRefusedBody(request, reply, linger);
    return payload;
  });
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
 * A refused upload's unread body is read and dropped (a lingering close): a reset would make a proxy
 * streaming it (nginx) answer 502 instead of our message. Past `linger.bytes` or `linger.ms` it is cut.
 */
function drainRefusedBody(request: FastifyRequest, reply: FastifyReply, linger: { ms: number; bytes: number }): void {
  const raw = request.raw;
  if (raw.complete || !request.isMultipart() || String(reply.getHeader('connection')).toLowerCase() === 'close') return;
  let dropped = 0;
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', drop);
  };
  const cut = () => {
    stop();
    // An injected request (tests, app.inject) has a stand-in socket without destroy: end the body itself.
    const socket = raw.socket as { destroy?: unknown } | null;
    if (typeof socket?.destroy === 'function') raw.socket.destroy();
    else raw.destroy();
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > linger.bytes) cut();
  };
  const timer = setTimeout(cut, linger.ms);
  timer.unref();
  raw.once('end', stop);
  raw.once('close', stop);
  // The multipart parser may still be attached: nothing of this body is parsed any more.
  raw.unpipe();
  raw.on('data', drop);
  raw.resume();
}
