import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { photoStorageUnavailable } from './photo-errors';
import { isValidPhotoKey, type PhotoStorage } from './photo-storage';
import { PHOTO_URL_MAX_LIFETIME_MS } from './photo-url-signing';
import type { S3PhotoStorageConfig } from '../config/s3-config.js';

const DELETE_BATCH = 1000;

/** Reads never pass through the API: `readUrl` is presigned with the local store's expiry (ADR 0003). */
export function createS3PhotoStorage(config: S3PhotoStorageConfig): PhotoStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: not every S3-compatible store accepts the SDK's default CRC32.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  function checked(key: string): string {
    if (!isValidPhotoKey(key)) throw new Error(`invalid photo key: ${JSON.stringify(key)}`);
    return key;
  }

  return {
    readsThroughApi: false,

    async put(key, source, contentType) {
      checked(key);
      // PutObject needs the length up front; a stream is read whole first so a failing source uploads nothing.
      const body = Buffer.isBuffer(source) ? source : await buffer(source);
      await client
        .send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }))
        .catch(asUnavailable);
    },

    async open(key) {
      if (!isValidPhotoKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      const valid = [...new Set(keys.filter(isValidPhotoKey))];
      for (let i = 0; i < valid.length; i += DELETE_BATCH) {
        const batch = valid.slice(i, i + DELETE_BATCH);
        // Quiet: only failures are reported; S3 reports no failure for a key that is not there.
        const answer = await client
          .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }))
          .catch(asUnavailable);
        const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(`could not delete photos: ${failed.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
        }
      }
    },

    async readUrl(key, expiresAt) {
      checked(key);
      // Signed as of the window's start: every URL issued within one window is the same string and stops at `expiresAt`.
      const expiresMs = Math.floor(expiresAt.getTime() / 1000) * 1000;
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        // The local route's `private, max-age`, stable between requests: no shared cache, no browser past the expiry.
        ResponseCacheControl: 'private',
        ResponseExpires: new Date(expiresMs),
      });
      return getSignedUrl(client, command, {
        signingDate: new Date(expiresMs - PHOTO_URL_MAX_LIFETIME_MS),
        expiresIn: PHOTO_URL_MAX_LIFETIME_MS / 1000,
      });
    },
  };
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Store failures (5xx after SDK retries) become our 503; otherwise its ECONNREFUSED would read as the database away. 4xx stays ours. */
function asUnavailable(error: unknown): never {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  const unreachable = error instanceof S3ServiceException
    ? error.$fault === 'server'
    : (typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'TimeoutError';
  throw unreachable ? photoStorageUnavailable(error) : error;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
  return false;
}
