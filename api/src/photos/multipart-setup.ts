import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { multipartOptions } from './multipart-upload';

/**
 * Registers @fastify/multipart for photo uploads on `app` (call it at the root, before routes):
 * the limits of multipartOptions(maxBytes) plus closeWhenBodyUnread.
 */
export async function registerPhotoMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, multipartOptions(maxBytes));
  app.addHook('onSend', closeWhenBodyUnread);
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
