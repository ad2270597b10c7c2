// The one PhotoStorage contract (test-support/photo-storage-contract.ts) against both stores: the local
// folder read through the API's own signed route, and the S3 store against s3rver over HTTP.
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import Fastify from 'fastify';
import { startS3Server } from '@momentum/dev-services';
import { photoRoutes } from './photo-routes';
import { createLocalPhotoStorage } from './photo-storage';
import { createPhotoUrlSigner } from './photo-url-signing';
import { createS3PhotoStorage } from './s3-photo-storage';
import { describePhotoStorageContract } from './test-support/photo-storage-contract';
import { listFiles, makeTempDir, removeDir } from './test-support/fixtures';
import { listBucket, s3ConfigFor } from './test-support/s3-bucket';

describePhotoStorageContract('local folder behind GET /photos/*', async () => {
  const dir = await makeTempDir('contract');
  const signer = createPhotoUrlSigner('contract-test-secret-0123456789abcdefgh');
  let base = '';
  const storage = createLocalPhotoStorage(dir, { baseUrl: () => base, signer });
  const app = Fastify();
  await app.register(photoRoutes, { storage, signer, clock: Date.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    storage,
    listKeys: async () => (await listFiles(dir)).filter((file) => !file.startsWith('.tmp/')).sort(),
    clear: async () => {
      for (const folder of ['p', 't']) await rm(`${dir}/${folder}`, { recursive: true, force: true });
    },
    close: async () => {
      await app.close();
      await removeDir(dir);
    },
  };
});

describePhotoStorageContract('S3 (s3rver over HTTP)', async () => {
  const server = await startS3Server();
  const storage = createS3PhotoStorage(s3ConfigFor(server));
  return {
    storage,
    listKeys: () => listBucket(server),
    clear: async () => storage.delete(await listBucket(server)),
    close: () => server.destroy(),
  };
});
