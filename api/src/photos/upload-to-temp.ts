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

/**
 * Streams an upload to a temp file, counting and sniffing on the way, so a non-image or oversized body is
 * refused as soon as known, never held in memory (JPEG padding dropped: jpeg-metadata-budget.ts). On any failure the temp file is gone before this rejects.
 */
export async function uploadToTemp(
  source: Readable,
  opts: { maxBytes: number; tmpDir: string },
): Promise<TempUpload> {
  await mkdir(opts.tmpDir, { recursive: true });
  const tmpPath = path.join(opts.tmpDir, `upload-${randomBytes(16).toString('hex')}`);
  const gate = new UploadGate(opts.maxBytes);
  // A client gone before we listen (while the part waited in the parser or the folder was made) left
  // the stream errored already: its 'error' event is past, but `errored` keeps the error.
  let sourceError: unknown = source.errored ?? undefined;
  const onSourceError = (error: unknown) => (sourceError ??= error);
  source.once('error', onSourceError);
  const file = createWriteStream(tmpPath, { flags: 'wx' });
  // A refusal can come before the file stream has even opened its file; removing it then would race
  // the open and leave the file behind. Remove only once the stream has closed its descriptor.
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

// Our own refusals pass through. A source that errored or closed early (client gone, malformed
// multipart) is the client's fault: 400, not 500. Disk errors stay as they are (a real 500).
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

/** Pass-through that enforces the byte limit and judges the type from the first bytes. */
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
