// The production static server (src/serve-static.ts) that `pnpm start` and deploys rely on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedAppConfig } from '../src/app-config.js';
import { createStaticServer } from '../src/serve-static.js';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'x'.repeat(2000));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js.br'), zlib.brotliCompressSync('x'.repeat(2000)));
  server = createStaticServer({ root: dir, spa: true, config: true, env: { REMOTE_FEED_URL: 'https://cdn.example/feed/mf-manifest.json' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serve-static', () => {
  it('serves entry files with no-cache and CORS', async () => {
    const response = await fetch(`${base}/remoteEntry.js`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves hashed files immutable, precompressed when accepted', async () => {
    const response = await fetch(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('x'.repeat(2000)); // fetch decodes brotli
  });

  it('falls back to index.html for client routes but 404s missing assets', async () => {
    const page = await fetch(`${base}/mypage/friend`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('id="root"');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('generates /app-config.json from the environment', async () => {
    const config = (await (await fetch(`${base}/app-config.json`)).json()) as GeneratedAppConfig;
    expect(config.remotes.feed).toBe('https://cdn.example/feed/mf-manifest.json');
    expect(config.remotes.home).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.kakao.clientId).toBe('momentum-dev');
  });

  it('never serves files outside its root', async () => {
    for (const attempt of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      const response = await fetch(`${base}${attempt}`);
      expect(await response.text()).not.toContain('root:');
      expect([200, 403, 404]).toContain(response.status);
    }
  });
});
