export interface S3PhotoStorageConfig {
  /** null: AWS's own endpoint for the region; else R2, MinIO, s3rver... */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, s3rver). */
  forcePathStyle: boolean;
}
