import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from '@momentum/contracts';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import { implementRoute } from '../../http/implement-route.js';

export const healthRoutesPlugin: FastifyPluginAsync = async (app) => {
  implementRoute(app, healthRoutes.health, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, '데이터베이스에 연결할 수 없습니다.');
    }
    return { status: 'ok' as const };
  });
};
