// What the API replicas share: one PostgreSQL server (an empty database), one Redis (every rate-limit
// counter) and one S3-compatible store (s3rver, path-style) for photos. All throwaway, from
// @momentum/dev-services, and removed by destroy() or when this process exits.
import { startPostgresCluster, startRedisServer, startS3Server, type S3TestServer } from '@momentum/dev-services';

export interface BackingServices {
  /** The API's variables for these servers: DATABASE_URL, REDIS_URL and the S3_* set. */
  env: Record<string, string>;
  databaseUrl: string;
  /** The photo store itself: the storage-outage part stops and starts it. */
  s3: S3TestServer;
  /** e.g. "PostgreSQL 15.14, Redis, s3rver": for the printed figures. */
  describe: string;
  destroy(): Promise<void>;
}

export async function startBackingServices(): Promise<BackingServices> {
  const started: Array<{ destroy(): Promise<void> }> = [];
  const destroy = async () => {
    for (const service of started.splice(0).reverse()) await service.destroy().catch(() => {});
  };
  try {
    const postgres = await startPostgresCluster();
    started.push(postgres);
    const redis = await startRedisServer();
    started.push(redis);
    const s3 = await startS3Server({ bucket: 'momentum-photos' });
    started.push(s3);
    return {
      env: {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
      },
      databaseUrl: postgres.url,
      s3,
      describe: `PostgreSQL ${postgres.version}, Redis ${redis.url}, s3rver ${s3.endpoint}`,
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
