// docs/product-spec.md §7: every call carries a JSON content type, the body-less ones too, so an empty body
// under `Content-Type: application/json` means "no body", not malformed JSON. What "no body" is worth is
// the route's to say (`bodyRule` below, run by implement-route.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import type { RouteDefinition } from '@momentum/contracts';
import { AppError } from '../errors/app-error.js';

export const UNEXPECTED_BODY_MESSAGE = '요청 형식이 올바르지 않습니다.';

/** Fastify's own JSON parser (it refuses prototype poisoning), with an empty body read as none. */
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

/**
 * A route with a body schema reads no body as `{}` (an all-optional body is then valid; a required field
 * is named by its own message). A body-less route takes no body or `{}`, and refuses anything else.
 * Multipart routes read their own stream.
 */
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
