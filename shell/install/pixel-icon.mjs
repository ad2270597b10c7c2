// Momentum's app icon as pixel art: one 16×16 grid scaled by whole pixels, so every size is crisp.
// `node install/pixel-icon.mjs` rewrites public/icons/; install-files.test.ts checks they match.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The palette (shared/ui tokens): black, yellow, blue. */
const COLORS = { '.': [0x02, 0x02, 0x02], Y: [0xfa, 0xed, 0x46], B: [0x6a, 0x7c, 0xb7] };

/** 16 rows of 16: '.' black, 'Y' yellow, 'B' blue. */
export const ICON = [
  '................',
  '................',
  '................',
  '...........YYY..',
  '...........YYY..',
  '...........YYY..',
  '.......YYY.YYY..',
  '.......YYY.YYY..',
  '.......YYY.YYY..',
  '...YYY.YYY.YYY..',
  '...YYY.YYY.YYY..',
  '...YYY.YYY.YYY..',
  '..BBBBBBBBBBBBB.',
  '................',
  '................',
  '................',
];

/**
 * The grid as RGB rows at `size` px. `inset`: grid pixels of black added on every side first, so a
 * maskable icon keeps its art inside the circle every launcher's mask leaves visible.
 */
function raster(grid, size, inset = 0) {
  const cells = grid.length + inset * 2;
  if (size % cells !== 0) throw new Error(`pixel-icon: ${size} px is not a whole multiple of ${cells} cells`);
  const scale = size / cells;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    const gy = Math.floor(y / scale) - inset;
    for (let x = 0; x < size; x += 1) {
      const gx = Math.floor(x / scale) - inset;
      const cell = gy >= 0 && gy < grid.length && gx >= 0 && gx < grid.length ? grid[gy][gx] : '.';
      COLORS[cell].forEach((value, i) => (row[1 + x * 3 + i] = value));
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolor PNG of the icon, `size` px square (deterministic: the same bytes every time). */
function iconPng(size, { inset = 0 } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raster(ICON, size, inset), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every icon file the manifest and the pages name, by path under public/. */
export function iconFiles() {
  return {
    'icons/icon-192.png': iconPng(192),
    'icons/icon-512.png': iconPng(512),
    // 16 cells + 8 on each side = 32 cells: the art spans the middle half, well inside the circle of
    // 80% that every launcher's mask keeps.
    'icons/icon-maskable-512.png': iconPng(512, { inset: 8 }),
    'icons/apple-touch-icon.png': iconPng(180, { inset: 1 }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const publicDir = path.join(import.meta.dirname, '..', 'public');
  for (const [name, bytes] of Object.entries(iconFiles())) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, name), bytes);
    console.log(`pixel-icon: public/${name} (${bytes.length} bytes)`);
  }
}
