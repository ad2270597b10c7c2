import { Transform, type TransformCallback } from 'node:stream';
import { photoUnprocessable } from './photo-errors';

/** libvips holds a JPEG's APPn/COM segments in memory while decoding: metadata past a budget is dropped. */
const JPEG_METADATA_BUDGET = 16 * 1024 * 1024;
const JPEG_HEADER_LIMIT = 1024 * 1024;

type Mode = 'start' | 'markers' | 'copy' | 'skip' | 'pass';

const isStandalone = (marker: number) => marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

export class JpegMetadataBudget extends Transform {
  private mode: Mode = 'start';
  private pending: Buffer = Buffer.alloc(0);
  private left = 0;
  private metadataBytes = 0;
  private headerBytes = 0;
  droppedBytes = 0;

  constructor(
    private readonly metadataBudget = JPEG_METADATA_BUDGET,
    private readonly headerLimit = JPEG_HEADER_LIMIT,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.mode === 'pass') return done(null, chunk);
    const buf = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const out: Buffer[] = [];
    let i = 0;
    while (i < buf.length) {
      if (this.mode === 'pass') {
        out.push(buf.subarray(i));
        i = buf.length;
      } else if (this.mode === 'copy' || this.mode === 'skip') {
        const n = Math.min(this.left, buf.length - i);
        if (this.mode === 'copy') out.push(buf.subarray(i, i + n));
        else this.droppedBytes += n;
        i += n;
        this.left -= n;
        if (this.left === 0) this.mode = 'markers';
      } else if (this.mode === 'start') {
        if (buf.length - i < 2) break;
        const soi = buf[i] === 0xff && buf[i + 1] === 0xd8;
        this.mode = soi ? 'markers' : 'pass';
        if (soi) {
          out.push(buf.subarray(i, i + 2));
          i += 2;
        }
      } else {
        const step = this.marker(buf, i, out);
        if (step instanceof Error) return done(step);
        if (step === null) break;
        i += step;
      }
    }
    this.pending = Buffer.from(buf.subarray(i));
    done(null, out.length > 0 ? Buffer.concat(out) : undefined);
  }

  override _flush(done: TransformCallback): void {
    // A truncated header: hand the decoder what arrived and let it judge (422 there).
    done(null, this.pending.length > 0 ? this.pending : undefined);
  }

  /** Bytes consumed, or null when the marker is split across chunks. */
  private marker(buf: Buffer, i: number, out: Buffer[]): number | null | Error {
    if (buf.length - i < 2) return null;
    if (buf[i] !== 0xff) {
      this.mode = 'pass'; // not a marker where one must be: malformed, the decoder decides
      return 0;
    }
    const marker = buf[i + 1] as number;
    if (marker === 0xff) return 1; // fill byte
    if (isStandalone(marker)) {
      out.push(buf.subarray(i, i + 2));
      return 2;
    }
    if (marker === 0xda || marker === 0xd9) {
      this.mode = 'pass'; // start of scan (or end of image): the rest is image data
      return 0;
    }
    if (buf.length - i < 4) return null;
    const length = buf.readUInt16BE(i + 2); // counts its own two bytes
    if (length < 2) {
      this.mode = 'pass';
      return 0;
    }
    const size = 2 + length;
    if (isMetadata(marker) && this.metadataBytes + size > this.metadataBudget) {
      this.droppedBytes += 4;
      this.mode = 'skip';
    } else {
      if (isMetadata(marker)) this.metadataBytes += size;
      else if ((this.headerBytes += size) > this.headerLimit) return photoUnprocessable();
      out.push(buf.subarray(i, i + 4));
      this.mode = 'copy';
    }
    this.left = length - 2;
    return 4;
  }
}
