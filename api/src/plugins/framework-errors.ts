// Refusals Fastify and Node make before routing bypass the error handler and would echo the raw URL back.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type ErrorBody } from '@momentum/contracts/errors';

const MESSAGES = {
  badUrl: '요청 주소가 올바르지 않습니다.',
  longUrl: '요청 주소가 너무 깁니다.',
  largeHeaders: '요청 헤더가 너무 큽니다.',
  malformed: '요청 형식이 올바르지 않습니다.',
} as const;

const body = (message: string): ErrorBody => ({ message, code: ErrorCode.VALIDATION });

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(body(MESSAGES.longUrl));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(body(error.code === 'FST_ERR_BAD_URL' ? MESSAGES.badUrl : MESSAGES.malformed));
}

/** Node's HTTP parser refused the request before a request object exists: written to the socket by hand. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const payload = JSON.stringify(body(tooLarge ? MESSAGES.largeHeaders : MESSAGES.malformed));
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
}
