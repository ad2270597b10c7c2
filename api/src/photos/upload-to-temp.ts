import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../errors/app-error';
import { SNIFF_BYTES, sniffImage, type ImageKind } from './image-sniff';
import { JpegMetadataBudget } from './jpeg-metadata-budget';
import { PHOTO_MESSAGES, photoTooLarge, photoUnsupported } from './photo-errors';

export interface TempUpload {
  path: string;
  kind: ImageKind;
  bytes: number;
}

/** A non-image or oversized body is refused as soon as known, never held in memory; failure leaves no temp file. */
export async function uploadToTemp(
  source: Readable,
  opts: { maxBytes: number; tmpDir: string },
): Promise<TempUpload> {
  await mkdir(opts.tmpDir, { recursive: true });
  const tmpPath = path.join(opts.tmpDir, `upload-${randomBytes(16).toString('hex')}`);
  const gate = new UploadGate(opts.maxBytes);
  // A client gone before we listen left the stream errored: its 'error' event is past, but `errored` keeps it.
  let sourceError: unknown = source.errored ?? undefined;
  const onSourceError = (error: unknown) => (sourceError ??= error);
  source.once('error', onSourceError);
  const file = createWriteStream(tmpPath, { flags: 'wx' });
  // Removing the file before the stream opened it would race the open: wait until the descriptor is closed.
  const fileClosed = new Promise<void>((resolve) => file.once('close', () => resolve()));
  try {
    await pipeline(source, gate, new JpegMetadataBudget(), file);
    if (!gate.kind) throw photoUnsupported();
    return { path: tmpPath, kind: gate.kind, bytes: gate.bytes };
  } catch (error) {
    await fileClosed;
    await rm(tmpPath, { force: true });
    throw asUploadError(error, sourceError);
  } finally {
    source.off('error', onSourceError);
  }
}

// A source that errored or closed early is the client's fault (400); disk errors stay a real 500.
function asUploadError(error: unknown, sourceError: unknown): unknown {
  if (error instanceof AppError) return error;
  const premature = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
  if (sourceError instanceof AppError) return sourceError;
  if (sourceError !== undefined || premature) {
    const aborted = new AppError(400, ErrorCode.VALIDATION, PHOTO_MESSAGES.aborted);
    aborted.cause = error;
    return aborted;
  }
  return error;
}

class UploadGate extends Transform {
  bytes = 0;
  kind: ImageKind | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(photoTooLarge());
    if (!this.kind) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES && !this.judge()) return done(photoUnsupported());
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.kind && !this.judge()) return done(photoUnsupported());
    done();
  }

  private judge(): boolean {
    this.kind = sniffImage(Buffer.concat(this.head));
    this.head = [];
    return this.kind !== null;
  }
}
