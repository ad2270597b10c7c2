// The bell's calls live under /api/home (docs/product-spec.md section 7) but belong to this module, which owns the table.
import type { FastifyPluginAsync } from 'fastify';
import { homeRoutes, NOTIFICATIONS_PAGE_SIZE } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { createNotificationsRepository } from './notifications-repository.js';

export const notificationsRoutesPlugin: FastifyPluginAsync = async (app) => {
  const repo = createNotificationsRepository(app.db);

  implementRoute(app, homeRoutes.readNotifications, async (request) => {
    return { notifications: await repo.readLatest(request.userId, NOTIFICATIONS_PAGE_SIZE) };
  });

  implementRoute(app, homeRoutes.unreadCount, async (request) => ({
    unreadCount: await repo.unreadCount(request.userId),
  }));
};
