// Test helpers for the S3 store against a throwaway s3rver (@momentum/dev-services).
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3TestServer } from '@momentum/dev-services';
import type { S3PhotoStorageConfig } from '../../config/s3-config.js';

/** The store config that points at `server` (path-style, its one account). */
export function s3ConfigFor(server: S3TestServer): S3PhotoStorageConfig {
  return {
    endpoint: server.endpoint,
    bucket: server.bucket,
    region: server.region,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
  };
}

/** The same S3_* variables, for an app built from its environment. */
export function s3EnvFor(server: S3TestServer): Record<string, string> {
  return {
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: server.bucket,
    S3_REGION: server.region,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** Every key in the bucket, sorted, asked of the server with a client of its own (not the store's). */
export async function listBucket(server: S3TestServer): Promise<string[]> {
  const client = new S3Client({
    region: server.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: server.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys.sort();
}
