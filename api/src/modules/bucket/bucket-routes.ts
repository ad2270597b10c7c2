// Bucket and moment routes. Registered with the feature plugins, after the root multipart parser.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PROOF_PHOTO_FIELD, bucketRoutes, momentRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import type { ProcessedPhoto } from '../../photos/photo-processor.js';
import { readPhotoMultipart } from '../../photos/multipart-upload.js';
import { bucketDepsOf } from './bucket-deps.js';
import { BUCKET_MESSAGES, REFUSALS } from './bucket-messages.js';
import { createBucketService } from './bucket-service.js';
import { createMomentService } from './moment-service.js';
import { createProofKeys, proofOptionsOf } from './offline-proof.js';

const UPLOAD_TMP_DIR = path.join(tmpdir(), 'momentum-uploads');

async function readProof(app: FastifyInstance, request: unknown): Promise<ProcessedPhoto> {
  // ContractRequest only narrows body/params/query; the multipart reader needs the raw request.
  const { photo } = await readPhotoMultipart(request as FastifyRequest, {
    fileField: PROOF_PHOTO_FIELD,
    maxBytes: app.config.uploadMaxBytes,
    tmpDir: UPLOAD_TMP_DIR,
    storage: app.photoStorage,
  });
  if (!photo) throw REFUSALS.photoRequired();
  return photo;
}

export const bucketRoutesPlugin: FastifyPluginAsync = async (app) => {
  const deps = bucketDepsOf(app);
  const buckets = createBucketService(deps);
  const moments = createMomentService(deps);
  const proofKeys = createProofKeys(deps);

  implementRoute(app, bucketRoutes.create, async (request) => ({
    message: BUCKET_MESSAGES.created,
    bucket: await buckets.create(request.userId, request.body),
  }));

  implementRoute(app, bucketRoutes.update, async (request) => ({
    message: BUCKET_MESSAGES.updated,
    bucket: await buckets.update(request.userId, request.params.id, request.body),
  }));

  implementRoute(app, bucketRoutes.remove, async (request) => ({
    message: BUCKET_MESSAGES.deleted,
    type: await buckets.remove(request.userId, request.params.id),
  }));

  implementRoute(app, bucketRoutes.listRepeat, async (request) => ({ buckets: await buckets.list(request.userId, 'REPEAT') }));
  implementRoute(app, bucketRoutes.listAchievement, async (request) => ({
    buckets: await buckets.list(request.userId, 'ACHIEVEMENT'),
  }));
  implementRoute(app, bucketRoutes.challengingMain, async (request) => ({ data: await buckets.challengingMain(request.userId) }));
  implementRoute(app, bucketRoutes.challengingCount, async (request) => ({
    challengingCount: await buckets.challengingCount(request.userId),
  }));
  implementRoute(app, bucketRoutes.detail, async (request) => ({ bucket: await buckets.detail(request.userId, request.params.id) }));

  implementRoute(app, bucketRoutes.challenge, async (request) => {
    await buckets.challenge(request.userId, request.params.id);
    return { message: BUCKET_MESSAGES.challenged };
  });

  // Both proofs: the headers (400), then the key (a replay answers without reading the body), then eligibility.
  implementRoute(app, bucketRoutes.achievementPhoto, async (request) => {
    const { userId, params } = request;
    const options = proofOptionsOf(request.headers);
    const message = BUCKET_MESSAGES.achieved;
    return proofKeys.run(userId, options, `bucket:${params.id}`, message, async (finish) => {
      await buckets.checkAchievable(userId, params.id, options.takenAt);
      const photo = await readProof(app, request);
      return { message, photoUrl: await buckets.achieve(userId, params.id, photo, { takenAt: options.takenAt, finish }) };
    });
  });

  implementRoute(app, momentRoutes.detail, async (request) => ({ moment: await moments.detail(request.userId, request.params.id) }));

  implementRoute(app, momentRoutes.create, async (request) => ({
    message: BUCKET_MESSAGES.momentsCreated,
    moments: await moments.create(request.userId, request.params.bucketId, request.body),
  }));

  implementRoute(app, momentRoutes.proof, async (request) => {
    const { userId, params } = request;
    const options = proofOptionsOf(request.headers);
    const message = BUCKET_MESSAGES.momentProven;
    return proofKeys.run(userId, options, `moment:${params.id}`, message, async (finish) => {
      await moments.checkProvable(userId, params.id, options.takenAt);
      const photo = await readProof(app, request);
      return { message, photoUrl: await moments.prove(userId, params.id, photo, { takenAt: options.takenAt, finish }) };
    });
  });
};
