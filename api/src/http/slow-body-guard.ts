// Fastify sets no body timeout, and a total one would cut a big photo over a slow phone: the pace is guarded.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ErrorCode } from '@momentum/contracts/errors';
import { sendError } from '../errors/send-error.js';

export interface SlowBodyLimits {
  windowMs: number;
  minBytes: number;
}

export const SLOW_BODY_MESSAGE = '요청 본문이 너무 느리게 도착해 중단했습니다. 연결 상태를 확인하고 다시 시도해 주세요.';

function expectsBody(raw: IncomingMessage): boolean {
  const length = Number(raw.headers['content-length'] ?? 0);
  return length > 0 || raw.headers['transfer-encoding'] !== undefined;
}

export function registerSlowBodyGuard(app: FastifyInstance, limits: SlowBodyLimits): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (expectsBody(request.raw) && !request.raw.complete) watchBody(request, reply, limits);
    done();
  });
}

function watchBody(request: FastifyRequest, reply: FastifyReply, { windowMs, minBytes }: SlowBodyLimits): void {
  const raw = request.raw;
  const socket = raw.socket;
  // The socket's read counter: the body's progress whoever consumes it, read without consuming.
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (raw.complete || reply.sent || socket.destroyed) return stop();
    const read = socket.bytesRead;
    // A full buffer means the app is not reading: the pause is ours, not the client's.
    const appBehind = raw.readableLength >= raw.readableHighWaterMark;
    if (read - seen >= minBytes || appBehind) {
      seen = read;
      return;
    }
    stop();
    request.log.info({ bytesInWindow: read - seen, windowMs, minBytes }, 'request body too slow: answered 408');
    // End the request too, so a handler still waiting for the body fails and cleans up.
    reply.raw.once('finish', () => raw.destroy());
    reply.header('connection', 'close');
    void sendError(reply, 408, { code: ErrorCode.VALIDATION, message: SLOW_BODY_MESSAGE });
  }, windowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  reply.raw.once('close', stop);
}
