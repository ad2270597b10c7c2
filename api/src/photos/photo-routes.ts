import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, type ErrorBody } from '@momentum/contracts/errors';
import { PHOTO_MESSAGES } from './photo-errors';
import { contentTypeForKey, isValidPhotoKey, type PhotoStorage } from './photo-storage';

export interface PhotoRoutesOptions {
  storage: PhotoStorage;
}

// Keys are random and never reused, so a stored photo can be cached forever.
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /photos/<key>` (and HEAD): serves stored photos. No sign-in: the unguessable key is the
 * capability, which lets <img> tags and CDNs fetch them without a token.
 */
export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (app, { storage }) => {
  app.get('/photos/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const stream = isValidPhotoKey(key) ? await storage.open(key) : null;
    if (!stream) {
      const body: ErrorBody = { message: PHOTO_MESSAGES.notFound, code: ErrorCode.NOT_FOUND };
      return reply.code(404).send(body);
    }
    return reply
      .header('content-type', contentTypeForKey(key))
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      // Opened directly, an image must not be able to run anything, whatever it contains.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  });
};

/** Public URL of a stored photo; `publicUrl` includes any prefix the routes are registered under. */
export function photoUrl(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/photos/${key}`;
}
