// A request answered before its body has all arrived (a 413, a refused upload, a 401) would be closed
// with the rest unread, and the kernel's reset can reach the client before it has read the answer.
// So the rest is read and dropped first (a lingering close, as nginx does), up to a bound.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RefusedBodyLinger {
  /** Bytes of the unread body dropped at most. */
  bytes: number;
  /** The longest pause between two pieces of the body (nginx's lingering_timeout). */
  idleMs: number;
  /** The longest the whole drain may take (nginx's lingering_time). */
  totalMs: number;
}

/**
 * A phone photo's worth, at nginx's lingering defaults: a client that writes its whole body before it
 * reads (or a proxy streaming it) has time to finish and read the answer; past this it is cut.
 */
const REFUSED_BODY_LINGER: RefusedBodyLinger = { bytes: 16 * 1024 * 1024, idleMs: 5_000, totalMs: 30_000 };

/** Every answer sent while its request's body is still arriving is followed by drainRefusedBody. */
export function registerRefusedBodyDrain(app: FastifyInstance, linger: RefusedBodyLinger = REFUSED_BODY_LINGER): void {
  app.addHook('onSend', async (request, reply, payload) => {
    drainRefusedBody(request, reply, linger);
    return payload;
  });
}

function drainRefusedBody(request: FastifyRequest, reply: FastifyReply, linger: RefusedBodyLinger): void {
  const raw = request.raw;
  // The slow-body guard's 408 is cut on purpose: a client that cannot deliver is not waited for.
  if (raw.complete || reply.statusCode === 408) return;
  // Fastify asks to close after its body parser refused (a 413 over bodyLimit): the connection stays
  // usable instead, since every byte of the body is read (or the connection cut) below.
  if (String(reply.getHeader('connection')).toLowerCase() === 'close') reply.removeHeader('connection');
  let dropped = 0;
  const stop = () => {
    clearTimeout(idle);
    clearTimeout(total);
    raw.off('data', drop);
  };
  const cut = () => {
    stop();
    // An injected request (tests, app.inject) has a stand-in socket without destroy: end the body itself.
    const socket = raw.socket as { destroy?: unknown } | null;
    if (typeof socket?.destroy === 'function') raw.socket.destroy();
    else raw.destroy();
  };
  let idle = setTimeout(cut, linger.idleMs);
  const total = setTimeout(cut, linger.totalMs);
  idle.unref();
  total.unref();
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > linger.bytes) return cut();
    clearTimeout(idle);
    idle = setTimeout(cut, linger.idleMs);
    idle.unref();
  };
  raw.once('end', stop);
  raw.once('close', stop);
  // A parser may still be attached (a refused upload's multipart stream): nothing more of it is parsed.
  raw.unpipe();
  raw.on('data', drop);
  raw.resume();
}
