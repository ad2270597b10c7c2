// A tab's page with the remote's prerendered screen in the shell's frame (ADR 0009), as the Node layer
// serves it: the page a phone gets and its policy (what is accepted from a remote, and when the page is
// composed, is @momentum/first-visit's own test: runtime/server/prerendered-tabs.test.ts).
import { afterAll as after, beforeAll as before, describe, test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import { listen } from './support/static-site.js';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../src/serve-static.js';
import { TAB_HINTS_MARKER, REMOTE_SCREEN_MARKER, SIGNED_OUT_GATE } from '@momentum/first-visit/server';
import { cspHash, EMPTY_STYLE_HASH } from '../src/security-headers.js';

const LATER = '2999-01-01T00:00:00.000Z';
const SCREEN = { html: '<main><h1>로딩 중...</h1></main>', styleTags: '<style data-styled="true">.a{color:red}</style>', validUntil: LATER };
// Shaped like the build's frame: its scripts and the hints marker in the head, as index.html has them
// (a tab's scripts are not held until the paint, ADR 0014).
const FRAME = `<!doctype html><html><head><script defer src="/main.1.js"></script>${TAB_HINTS_MARKER}</head><body><div id="root" data-hydrate=""><div><!--$-->${REMOTE_SCREEN_MARKER}<!--/$--></div><nav></nav></div></body></html>`;

describe('the server', () => {
  let dir: string;
  let shell: Server;
  let remote: Server;
  let base: string;
  let screenReads = 0;
  let remoteBase: string;

  before(async () => {
    remote = http.createServer((req, res) => {
      const json = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/mf-manifest.json') return void json({ exposes: [] });
      if (req.url === '/prerendered-screens.json') return void (screenReads++, json({ '/': SCREEN }));
      res.writeHead(404).end();
    });
    remoteBase = await listen(remote);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-prerendered-tabs-'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head>${TAB_HINTS_MARKER}</head><body><div id="root"></div></body></html>`);
    fs.mkdirSync(path.join(dir, 'tab-frames'));
    fs.writeFileSync(path.join(dir, 'tab-frames', 'home.html'), FRAME);
    const config = { apiBaseUrl: 'http://127.0.0.1:1', kakao: {}, remotes: { home: `${remoteBase}/mf-manifest.json` } };
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
    shell = createStaticServer({ root: dir, spa: true, configFile: path.join(dir, 'config.json') });
    base = await listen(shell);
    for (let i = 0; i < 50 && screenReads === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  after(() => {
    shell.close();
    remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("answers the tab with the remote's screen in the frame, every <style> allowed by its hash", async () => {
    const response = await fetch(`${base}/home`);
    const html = await response.text();
    assert.ok(html.includes('<div id="root" data-hydrate=""><div><!--$--><main><h1>로딩 중...</h1></main><!--/$-->'), html);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.ok(html.includes('<style data-styled="true">.a{color:red}</style>'), html);
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1].split(' ');
    assert.deepEqual(styleSrc, ["'self'", new URL(remoteBase).origin, EMPTY_STYLE_HASH, cspHash('.a{color:red}')]);
    // The one inline script (the signed-out gate), allowed by its own hash and nothing looser.
    const hashes = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, inline]) => cspHash(inline));
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(' ');
    assert.deepEqual(hashes, [cspHash(SIGNED_OUT_GATE)]);
    assert.deepEqual(scriptSrc, ["'self'", new URL(remoteBase).origin, ...hashes]);
  });

  test('answers other tabs and routes with the plain page, whose CSP allows no inline script', async () => {
    const plain = await fetch(`${base}/home/elsewhere`);
    assert.ok((await plain.text()).includes('<div id="root"></div>'));
    assert.ok(!/script-src [^;]*sha256-/.test(plain.headers.get('content-security-policy') ?? ''));
    assert.ok((await (await fetch(`${base}/feed`)).text()).includes('<div id="root"></div>'));
  });
});
