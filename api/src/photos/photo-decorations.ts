// What buildApp decorates for photos (a type augmentation, as http/fastify-types.ts is for the rest).
import type { PendingPhotoSweep } from './pending-photo-sweep.js';
import type { PhotoStorage } from './photo-storage.js';
import type { PhotoUrlSigner } from './photo-url-signing.js';
import type { PhotoUrls } from './photo-urls.js';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
    photoUrlSigner: PhotoUrlSigner;
    /** Ask only for photos the caller may see (ADR 0003). */
    photoUrls: PhotoUrls;
    photoSweep: PendingPhotoSweep;
  }
}
