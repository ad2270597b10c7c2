import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PhotoUrlSigner } from './photo-url-signing';

/** Deliberately tiny so an S3-compatible store can implement it (PutObject / GetObject / DeleteObjects / presign). */
export interface PhotoStorage {
  /** True when `readUrl` points at the API's own `GET /photos/<key>`, which is then registered. */
  readonly readsThroughApi: boolean;
  put(key: string, source: Readable | Buffer, contentType: string): Promise<void>;
  open(key: string): Promise<Readable | null>;
  /** Deleting an unknown key is not an error, so cleanup paths can call it blindly. */
  delete(keys: string[]): Promise<void>;
  /** It only signs: whether the caller may see the photo is decided before it asks. */
  readUrl(key: string, expiresAt: Date): Promise<string>;
}

export interface LocalReadUrls {
  /** The API's public base (read per call: a test server learns its port only once it listens). */
  baseUrl(): string;
  signer: PhotoUrlSigner;
}

// No '..', leading '/', backslash or dot-file: that rules out path traversal; resolveInside() checks again.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-]+\/){0,4}[A-Za-z0-9_-]+\.[A-Za-z0-9]{1,8}$/;

export function isValidPhotoKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Writes are atomic (temp file in the same folder + rename). */
export function createLocalPhotoStorage(dir: string, readUrls?: LocalReadUrls): PhotoStorage {
  const root = path.resolve(dir);
  // Dot-folder: no valid key can start with '.', so half-written files can never be served.
  const tmpRoot = path.join(root, '.tmp');

  function resolveInside(key: string): string | null {
    if (!isValidPhotoKey(key)) return null;
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  }

  return {
    readsThroughApi: true,

    async put(key, source) {
      const target = resolveInside(key);
      if (!target) throw new Error(`invalid photo key: ${JSON.stringify(key)}`);
      await mkdir(tmpRoot, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpRoot, `${randomBytes(12).toString('hex')}.part`);
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(input, createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async open(key) {
      const full = resolveInside(key);
      if (!full) return null;
      try {
        const handle = await open(full, 'r');
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return null;
        }
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const full = resolveInside(key);
          if (full) await rm(full, { force: true });
        }),
      );
    },

    async readUrl(key, expiresAt) {
      if (!readUrls) throw new Error('this photo storage was made without read URLs');
      if (!isValidPhotoKey(key)) throw new Error(`invalid photo key: ${JSON.stringify(key)}`);
      return `${readUrls.baseUrl().replace(/\/+$/, '')}/photos/${key}?${readUrls.signer.query(key, expiresAt)}`;
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
