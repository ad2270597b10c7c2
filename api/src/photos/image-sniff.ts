/** Judged by leading bytes, never by file name or declared type. */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic';

export const SNIFF_BYTES = 64;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export function sniffImage(head: Buffer): ImageKind | null {
  const ascii = (from: number, to: number) => head.toString('latin1', from, to);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return sniffFtyp(head);
  return null; // SVG, text, PDF, TIFF, BMP, archives, ...: not accepted
}

// ISO-BMFF: [size][ftyp][major brand][minor version][compatible brands...]. AVIF wins over the
// generic HEIF brands (mif1) because AVIF files usually list both.
function sniffFtyp(head: Buffer): ImageKind | null {
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(head.toString('latin1', at, at + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  return null; // MP4, MOV and other ftyp files
}
