// The install files in public/ are what install/pixel-icon.mjs draws, and the manifest names exactly
// them at their real sizes: a changed drawing without regenerated files, or a manifest pointing at a
// missing or mis-sized icon, fails here before any browser sees it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON, iconFiles } from './pixel-icon.mjs';

const PUBLIC = path.join(import.meta.dirname, '..', 'public');
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the install files', () => {
  it('the committed icons are the drawing, byte for byte (run `node install/pixel-icon.mjs` after a change)', () => {
    for (const [name, bytes] of Object.entries(iconFiles())) {
      expect(fs.readFileSync(path.join(PUBLIC, name)).equals(bytes), name).toBe(true);
    }
  });

  it('the drawing is a 16×16 grid of the palette', () => {
    expect(ICON).toHaveLength(16);
    for (const row of ICON) expect(row).toMatch(/^[.YB]{16}$/);
  });

  it("the manifest's icons exist at the sizes it says, with one maskable", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
      start_url: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest.start_url).toBe('/home');
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(fs.readFileSync(path.join(PUBLIC, icon.src))), icon.src).toEqual({ width, height });
    }
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
  });
});
