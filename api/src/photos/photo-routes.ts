import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, type ErrorBody } from '@momentum/contracts/errors';
import type { Clock } from '../http/clock';
import { PHOTO_MESSAGES } from './photo-errors';
import { contentTypeForKey, isValidPhotoKey, type PhotoStorage } from './photo-storage';
import type { PhotoUrlSigner } from './photo-url-signing';

export interface PhotoRoutesOptions {
  storage: PhotoStorage;
  signer: PhotoUrlSigner;
  clock: Clock;
}

/** A shared cache must not serve a photo to someone who was never given its URL. */
function photoCacheControl(remainingSeconds: number): string {
  return `private, max-age=${remainingSeconds}`;
}

/** No header, so <img> works. A bad signature and an unknown key are the same 404: guessers learn nothing. */
export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (app, { storage, signer, clock }) => {
  app.get('/photos/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const { exp, sig } = request.query as Record<string, unknown>;
    const remaining = isValidPhotoKey(key) ? signer.verify(key, exp, sig, clock()) : null;
    const stream = remaining === null ? null : await storage.open(key);
    if (remaining === null || !stream) {
      const body: ErrorBody = { message: PHOTO_MESSAGES.notFound, code: ErrorCode.NOT_FOUND };
      return reply.code(404).send(body);
    }
    return reply
      .header('content-type', contentTypeForKey(key))
      .header('cache-control', photoCacheControl(remaining))
      .header('x-content-type-options', 'nosniff')
      // Opened directly, an image must not be able to run anything, whatever it contains.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  });
};
