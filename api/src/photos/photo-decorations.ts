// What buildApp decorates for photos (a type augmentation, as http/fastify-types.ts is for the rest).
import type { PendingPhotoSweep } from './pending-photo-sweep.js';
import type { PhotoStorage } from './photo-storage.js';
import type { PhotoUrlSigner } from './photo-url-signing.js';
import type { PhotoUrls } from './photo-urls.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photos are stored (local folder by default); feature modules save proofs through it. */
    photoStorage: PhotoStorage;
    /** Signs and checks the local store's read URLs (GET /photos/<key>). */
    photoUrlSigner: PhotoUrlSigner;
    /** Read URLs for photos a response may carry: ask only for photos the caller may see (ADR 0003). */
    photoUrls: PhotoUrls;
    photoSweep: PendingPhotoSweep;
  }
}
