// Registers a Fastify route from a contract definition (`@momentum/contracts` route registry):
// validation, response serialisation, OpenAPI and authentication all come from the definition.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ErrorResponse,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@momentum/contracts';
import { bodyRule } from './json-body.js';

/** The request a handler sees: typed from the definition; `userId` is set on `auth: true` routes. */
type ContractRequest<T extends RouteDefinition> = Omit<FastifyRequest, 'body' | 'params' | 'query'> & {
  body: RouteBody<T>;
  params: RouteParams<T>;
  query: RouteQuery<T>;
};

export type ContractHandler<T extends RouteDefinition> = (
  request: ContractRequest<T>,
  reply: FastifyReply,
) => Promise<RouteResponse<T>>;

/** Paths that are rate limited per IP (sign-in surface). Options are decorated by buildApp. */
const RATE_LIMITED_PREFIXES = ['/auth/', '/oauth/'];

function isRateLimitedPath(path: string): boolean {
  return RATE_LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export interface RouteExtras {
  /**
   * A per-user budget (perUserRateLimit in src/plugins/rate-limits.ts), with a per-address one beside it
   * where accounts are cheap (perAddressRateLimit). A preHandler: it counts only a signed-in user's
   * valid request, and runs before the handler reads the body of an upload.
   */
  userRateLimit?: preHandlerAsyncHookHandler;
}

export function implementRoute<T extends RouteDefinition>(
  app: FastifyInstance,
  definition: T,
  handler: ContractHandler<T>,
  extras: RouteExtras = {},
): void {
  const status = definition.response === null ? 204 : (definition.status ?? 200);
  // An undefined hook would mount the route without any sign-in check: refuse to start instead.
  if (definition.auth && typeof app.authenticate !== 'function') {
    throw new Error(`${definition.method} ${definition.path} needs app.authenticate: set up authentication before its routes`);
  }
  // Keyed on request.userId: without authentication every caller would share one budget.
  if (extras.userRateLimit && !definition.auth) {
    throw new Error(`${definition.method} ${definition.path}: a per-user rate limit needs an auth route`);
  }
  const readBody = bodyRule(definition);
  app.route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      ...(definition.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.querystring ? { querystring: definition.querystring } : {}),
      response: {
        ...(definition.response ? { [status]: definition.response } : {}),
        '4xx': ErrorResponse,
        '5xx': ErrorResponse,
      },
    },
    ...(definition.auth ? { onRequest: app.authenticate } : {}),
    ...(readBody ? { preValidation: readBody } : {}),
    ...(isRateLimitedPath(definition.path) ? { config: { rateLimit: app.authRateLimit } } : {}),
    ...(extras.userRateLimit ? { preHandler: extras.userRateLimit } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as ContractRequest<T>, reply);
      if (status === 204) return reply.code(204).send();
      return reply.code(status).send(result);
    },
  });
}
