// Every call carries a JSON content type, body-less ones too (docs/product-spec.md §7): an empty body is "no body".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import type { RouteDefinition } from '@momentum/contracts';
import { AppError } from '../errors/app-error.js';

export const UNEXPECTED_BODY_MESSAGE = '요청 형식이 올바르지 않습니다.';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

const isEmptyObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** No body reads as `{}` where a body schema exists; a body-less route refuses anything but none or `{}`. */
export function bodyRule(definition: RouteDefinition): ((request: FastifyRequest) => Promise<void>) | null {
  if (definition.form) return null;
  if (definition.body) {
    return async (request) => {
      if (request.body === undefined) request.body = {};
    };
  }
  return async (request) => {
    if (request.body !== undefined && !isEmptyObject(request.body)) {
      throw new AppError(400, ErrorCode.VALIDATION, UNEXPECTED_BODY_MESSAGE);
    }
  };
}
