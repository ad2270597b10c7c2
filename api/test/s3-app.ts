// An API whose photos live in a real S3-compatible store (s3rver in its own process), for one test
// file: started in beforeAll, closed with its store in afterAll. Read the fields inside tests and hooks.
import { afterAll, beforeAll } from 'vitest';
import { startS3Server, type S3TestServer } from '@momentum/dev-services';
import { s3EnvFor } from '../src/photos/test-support/s3-bucket.js';
import { buildSecurityApp, type SecurityApp } from './security/world.js';

export function s3AppSetup(): { s3: S3TestServer; app: SecurityApp } {
  const setup = {} as { s3: S3TestServer; app: SecurityApp };
  beforeAll(async () => {
    setup.s3 = await startS3Server();
    setup.app = await buildSecurityApp({ env: s3EnvFor(setup.s3) });
  }, 60_000);
  afterAll(async () => {
    await setup.app?.close();
    await setup.s3?.destroy();
  });
  return setup;
}
