// Momentum installs like an app: Chromium finds nothing missing for installation, and the manifest
// names the Korean app, /home as its start, the theme's black and the pixel icons it serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { PHONE_BROWSER } from '@momentum/stack/phone-browser';
import { stackUrls } from '@momentum/stack/stack-config';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('Chromium reports no installability error on /login and on /home', async () => {
  // A profile on disk: Chromium never offers to install from an incognito-like context, which is what
  // Playwright's contexts are ("in-incognito" would be the only error).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...PHONE_BROWSER, ...PHONE_BROWSER.launchOptions });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const route of ['/login', '/home']) {
      await page.goto(`${stackUrls.shell}${route}`);
      await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url).toBe(`${stackUrls.shell}/manifest.webmanifest`);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, route).toEqual([]);
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest: Korean name, /home in standalone, the theme colours, icons that exist at their sizes', async ({ request }) => {
  const response = await request.get(`${stackUrls.shell}/manifest.webmanifest`);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: '모멘텀', short_name: '모멘텀', lang: 'ko', start_url: '/home', display: 'standalone', background_color: '#020202', theme_color: '#020202' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const file = await request.get(`${stackUrls.shell}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }
});
