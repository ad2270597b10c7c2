import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../errors/app-error';
import { createConcurrencyLimit } from './concurrency-limit';
import type { ImageKind } from './image-sniff';
import { photoUnprocessable, photoUnsupported } from './photo-errors';
import type { PhotoStorage } from './photo-storage';
import { uploadToTemp, type TempUpload } from './upload-to-temp';
import { deleteUntilDone } from './delete-until-done.js';

export interface PhotoUploadOptions {
  maxBytes: number;
  /** Guards against decompression bombs. */
  maxPixels?: number;
  /** Where the upload waits while it is decoded; removed on every path. */
  tmpDir: string;
  storage: PhotoStorage;
}

export interface ProcessedPhoto {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

const DEFAULT_MAX_PIXELS = 100_000_000;
const PHOTO_MAX_SIDE = 1600;
const THUMB_MAX_SIDE = 320;
const DECODE_TIMEOUT_SECONDS = 60;

// libvips' operation cache would only hold handles of temp files deleted right after use.
sharp.cache(false);
// One decode per core (each may take tens of MB): simultaneous uploads queue holding only their temp files.
const decodeSlot = createConcurrencyLimit(Math.max(1, Math.min(4, availableParallelism())));

// sharp reports AVIF and HEIC alike as 'heif'.
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
  heic: 'heif',
};

/** The original is never kept; a failed source leaves no file (api/src/photos/README.md). */
export async function processPhotoUpload(
  source: Readable,
  opts: PhotoUploadOptions,
): Promise<ProcessedPhoto> {
  const upload = await uploadToTemp(source, opts);
  try {
    const { photo, thumb } = await decodeSlot(() =>
      normalise(upload, opts.maxPixels ?? DEFAULT_MAX_PIXELS),
    );
    return await store(opts.storage, photo, thumb);
  } finally {
    await rm(upload.path, { force: true });
  }
}

async function normalise(upload: TempUpload, maxPixels: number) {
  try {
    const image = sharp(upload.path, { limitInputPixels: maxPixels, failOn: 'error' }).timeout({
      seconds: DECODE_TIMEOUT_SECONDS,
    });
    // A polyglot whose first bytes say one format while the decoder picks another is refused.
    const { format } = await image.metadata();
    if (format !== SHARP_FORMAT[upload.kind]) throw photoUnsupported();
    // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC by default.
    const photo = await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the small copy: a second decode of the original would cost more.
    const thumb = await sharp(photo.data)
      .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { photo, thumb };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // HEIC (HEVC) decoding is absent from sharp's prebuilt libvips: a media type we do not support.
    throw upload.kind === 'heic' ? photoUnsupported() : photoUnprocessable();
  }
}

async function store(
  storage: PhotoStorage,
  photo: { data: Buffer; info: OutputInfo },
  thumb: Buffer,
): Promise<ProcessedPhoto> {
  const key = `p/${randomBytes(16).toString('hex')}.webp`;
  const thumbKey = `t/${randomBytes(16).toString('hex')}.webp`;
  const written: string[] = [];
  try {
    for (const [objectKey, data] of [[key, photo.data], [thumbKey, thumb]] as const) {
      // Counted before the put: a store that dies mid-answer may have kept the object it then refused.
      written.push(objectKey);
      await storage.put(objectKey, data, 'image/webp');
    }
  } catch (error) {
    // Named in the log, so an object the store kept anyway can be traced to this refusal.
    console.warn(JSON.stringify({ level: 40, msg: 'photo not stored; removing what was written', keys: written, err: String(error) }));
    // The store just failed: the clean-up may fail as well, and must not replace the refusal.
    await deleteUntilDone(storage, written);
    throw error;
  }
  return { key, thumbKey, width: photo.info.width, height: photo.info.height };
}
