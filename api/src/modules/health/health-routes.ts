import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from '@momentum/contracts';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import { serializeError } from '../../errors/error-serializer.js';
import { implementRoute } from '../../http/implement-route.js';
import { DATABASE_UNAVAILABLE } from '../../plugins/error-handler.js';

// Else 503 DATABASE_UNAVAILABLE, the same answer every other route gives while the database is away.
export const healthRoutesPlugin: FastifyPluginAsync = async (app) => {
  implementRoute(app, healthRoutes.health, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ reason: serializeError(error, { stack: false }) }, 'health check: database unavailable');
      throw new AppError(503, ErrorCode.DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE.message);
    }
    return { status: 'ok' as const };
  });
};
