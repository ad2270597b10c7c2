import type { FastifyPluginAsync } from 'fastify';
import { homeRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { createHomeRepository } from './home-repository.js';
import { createHomeService } from './home-service.js';

export const homeRoutesPlugin: FastifyPluginAsync = async (app) => {
  const home = createHomeService(app.db, createHomeRepository(app.db), app.clock);

  implementRoute(app, homeRoutes.consecutiveDays, async (request) => ({
    success: true,
    consecutiveDays: await home.consecutiveDays(request.userId),
  }));
  implementRoute(app, homeRoutes.streak, async (request) => home.streak(request.userId));
  implementRoute(app, homeRoutes.today, async (request) => home.today(request.userId));
  implementRoute(app, homeRoutes.weekStatus, async (request) => ({ weekStatus: await home.weekStatus(request.userId) }));
  implementRoute(app, homeRoutes.completionRate, async (request) => ({
    completionRate: await home.completionRate(request.userId),
  }));
};
