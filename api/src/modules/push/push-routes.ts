// Web Push API (docs/decisions.md "Push"); sends: push-sender.ts, the daily reminder: reminder-scheduler.ts.
import type { FastifyPluginAsync } from 'fastify';
import { pushRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { checkPushEndpoint } from './push-endpoint.js';
import { createPushRepository } from './push-repository.js';

const PUSH_MESSAGES = {
  subscribed: '이 기기에서 푸시 알림을 받습니다.',
} as const;

export const pushRoutesPlugin: FastifyPluginAsync = async (app) => {
  const push = createPushRepository(app.db);

  implementRoute(app, pushRoutes.vapidPublicKey, async () => ({ publicKey: app.config.push.vapid.publicKey }));

  implementRoute(app, pushRoutes.subscribe, async (request) => {
    checkPushEndpoint(request.body.endpoint, { allowLocalHttp: app.config.push.allowLocalHttpEndpoints });
    await push.saveSubscription(request.userId, request.body);
    return { message: PUSH_MESSAGES.subscribed };
  });

  implementRoute(app, pushRoutes.unsubscribe, async (request) => {
    await push.deleteSubscription(request.userId, request.body.endpoint);
  });

  implementRoute(app, pushRoutes.getSettings, async (request) => push.settingsOf(request.userId));

  implementRoute(app, pushRoutes.putSettings, async (request) => {
    await push.saveSettings(request.userId, request.body, new Date(app.clock()));
    return push.settingsOf(request.userId);
  });
};
