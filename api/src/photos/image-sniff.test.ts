import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff';
import { solidImage, SVG_PLAIN } from './test-support/fixtures';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from(`ftyp${brands}`, 'latin1'), Buffer.alloc(32)]);
};

describe('sniffImage', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)('recognises real %s bytes', async (format) => {
    const bytes = await solidImage(8, 8).toFormat(format).toBuffer();
    expect(sniffImage(bytes.subarray(0, 64))).toBe(format);
  });

  it('recognises a real AVIF and HEIC brands', async () => {
    const avif = await solidImage(8, 8).avif().toBuffer();
    expect(sniffImage(avif.subarray(0, 64))).toBe('avif');
    expect(sniffImage(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
    expect(sniffImage(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
  });

  it.each([
    ['SVG', Buffer.from(SVG_PLAIN)],
    ['text', Buffer.from('just some text that is long enough to be sniffed at all....')],
    ['MP4', ftyp('isom', 'isom', 'mp41')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['partial PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });

  it('does not trust the decoder to agree: TIFF is readable by sharp but not accepted', async () => {
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect(sniffImage(tiff)).toBeNull();
  });
});
