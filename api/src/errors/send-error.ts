import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '@momentum/contracts/errors';

/** The one error shape on the wire, for the handlers that answer before a route's code runs. */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
