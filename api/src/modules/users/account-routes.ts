// Registered with the feature plugins (after the photo multipart parser exists at the root), not
// with the core users routes: a plugin registered before the parser would not see it.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { userRoutes } from '@momentum/contracts';
import { implementRoute } from '../../http/implement-route.js';
import { readPhotoMultipart } from '../../photos/multipart-upload.js';
import { clearRefreshCookie } from '../auth/refresh-cookie.js';
import { ACCOUNT_MESSAGES, createAccountService } from './account-service.js';

const PROFILE_IMAGE_FIELD = userRoutes.updateProfile.form.file;
const UPLOAD_TMP_DIR = path.join(tmpdir(), 'momentum-uploads');

export const userAccountRoutesPlugin: FastifyPluginAsync = async (app) => {
  const account = createAccountService({
    db: app.db,
    storage: app.photoStorage,
    publicUrl: () => app.config.publicUrl,
    photoUrls: app.photoUrls,
    log: app.log,
  });

  implementRoute(app, userRoutes.deleteMe, async (request, reply) => {
    await account.deleteAccount(request.userId);
    clearRefreshCookie(reply, app.config.cookieSecure);
    return { message: ACCOUNT_MESSAGES.deleted };
  });

  implementRoute(app, userRoutes.updateProfile, async (request) => {
    // ContractRequest only narrows body/params/query; the multipart reader needs the raw request.
    const { photo, fields } = await readPhotoMultipart(request as unknown as FastifyRequest, {
      fileField: PROFILE_IMAGE_FIELD,
      maxBytes: app.config.uploadMaxBytes,
      tmpDir: UPLOAD_TMP_DIR,
      storage: app.photoStorage,
    });
    const user = await account.updateProfile(request.userId, photo, fields);
    return { message: ACCOUNT_MESSAGES.profileUpdated, user };
  });
};
