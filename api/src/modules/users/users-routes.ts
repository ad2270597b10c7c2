import type { FastifyPluginAsync } from 'fastify';
import { userRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { unauthorized } from '../auth/authenticate.js';
import { toUserResponse } from './user-response.js';
import { createUsersRepository } from './users-repository.js';

export const usersRoutesPlugin: FastifyPluginAsync = async (app) => {
  const users = createUsersRepository(app.db);

  async function currentUser(userId: string) {
    // authenticate checked existence; a deletion in between still must not become a 500.
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  implementRoute(app, userRoutes.me, async (request) => {
    const user = await currentUser(request.userId);
    return { user: await toUserResponse({ publicUrl: app.config.publicUrl, photoUrls: app.photoUrls }, user) };
  });

  implementRoute(app, userRoutes.friendCode, async (request) => {
    const user = await currentUser(request.userId);
    return { friendCode: user.friendCode };
  });
};
