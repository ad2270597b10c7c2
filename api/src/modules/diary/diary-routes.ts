import type { FastifyPluginAsync } from 'fastify';
import { diaryRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { createDiaryRepository } from './diary-repository.js';
import { createDiaryService } from './diary-service.js';

export const diaryRoutesPlugin: FastifyPluginAsync = async (app) => {
  const diary = createDiaryService(createDiaryRepository(app.db), app.photoUrls);

  implementRoute(app, diaryRoutes.month, async (request) => diary.month(request.userId, request.query.month));
  implementRoute(app, diaryRoutes.bucketProofs, async (request) => ({ proofs: await diary.bucketProofs(request.userId, request.params.id) }));
};
