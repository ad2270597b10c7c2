// One error shape everywhere: `{ message, code }`, Korean message, and 5xx never leak internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody } from '@momentum/contracts/errors';
import { isDatabaseBusy, isDatabaseUnavailable, unavailableCause } from '../db/connection-errors.js';
import { AppError } from '../errors/app-error.js';
import { sendError } from '../errors/send-error.js';
import { serializeError } from '../errors/error-serializer.js';

const HANGUL = /[\uAC00-\uD7A3]/;
const CONTEXT_NAMES: Record<string, string> = { body: '요청 본문', params: '경로 값', querystring: '쿼리 값' };

const BY_STATUS: Record<number, ErrorBody> = {
  400: { code: ErrorCode.VALIDATION, message: '요청 형식이 올바르지 않습니다.' },
  401: { code: ErrorCode.UNAUTHORIZED, message: '로그인이 필요합니다.' },
  403: { code: ErrorCode.FORBIDDEN, message: '권한이 없습니다.' },
  404: { code: ErrorCode.NOT_FOUND, message: '요청한 대상을 찾을 수 없습니다.' },
  409: { code: ErrorCode.CONFLICT, message: '요청이 현재 상태와 충돌합니다.' },
  413: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: '요청 크기가 너무 큽니다.' },
  415: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: '지원하지 않는 형식입니다.' },
  429: { code: ErrorCode.RATE_LIMITED, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  503: { code: ErrorCode.SERVICE_UNAVAILABLE, message: '서비스를 일시적으로 사용할 수 없습니다.' },
};
const INTERNAL_ERROR: ErrorBody = {
  code: ErrorCode.INTERNAL,
  message: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
};
/** A passing state, not a bug: 503 with a retry hint. */
export const DATABASE_UNAVAILABLE: ErrorBody = {
  code: ErrorCode.DATABASE_UNAVAILABLE,
  message: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The database is fine, the pool's wait ran out (slow statement, starved CPU): a short retry lands well. */
const SERVER_BUSY: ErrorBody = {
  code: ErrorCode.SERVER_BUSY,
  message: '요청이 몰려 지금은 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};
const BUSY_RETRY_AFTER_SECONDS = 2;
const ROUTE_NOT_FOUND: ErrorBody = { code: ErrorCode.NOT_FOUND, message: '요청한 주소를 찾을 수 없습니다.' };

export function registerErrorHandling(app: FastifyInstance): void {
  let shed = 0;
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(ROUTE_NOT_FOUND));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    // The route's pattern, not the URL: the URL may carry values.
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    if (body.code === ErrorCode.SERVER_BUSY) {
      shed += 1;
      request.log.warn({ code: body.code, route, shed, reason: serializeError(error, { stack: false }) }, 'request shed: database connections busy');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    } else if (body.code === ErrorCode.DATABASE_UNAVAILABLE) {
      // One short line per refusal, with only the driver's reason: drizzle's error carries the query's parameters.
      const reason = serializeError(unavailableCause(error) ?? error, { stack: false });
      request.log.warn({ code: body.code, route, reason }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error, route }, 'request failed');
    else request.log.info({ code: body.code, status, route }, 'request refused');
    return sendError(reply, status, body);
  });
}


function toErrorResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: error.message, code: error.code } };
  }
  if (isDatabaseBusy(error)) return { status: 503, body: SERVER_BUSY };
  if (isDatabaseUnavailable(error)) return { status: 503, body: DATABASE_UNAVAILABLE };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const where = CONTEXT_NAMES[error.validationContext ?? ''] ?? '요청';
    const given = first?.message ?? '';
    const message = HANGUL.test(given)
        ? given
        : field
          ? `'${field}' 값이 올바르지 않습니다.`
          : `${where}이 올바르지 않습니다.`;
    return { status: 400, body: { message, code: ErrorCode.VALIDATION } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, body: INTERNAL_ERROR };
  return { status, body: BY_STATUS[status] ?? { code: ErrorCode.VALIDATION, message: BY_STATUS[400]!.message } };
}
