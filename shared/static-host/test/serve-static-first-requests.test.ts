// The shell's server names a tab's first GETs, as the remote's own build lists them
// (@momentum/first-visit's remote-build-reads, ADR 0008), preloads none of its scripts (ADR 0014), and never
// holds a page up while it reads the remote.
import { afterAll as after, beforeAll as before, test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../src/serve-static.js';
import { TAB_HINTS_MARKER } from '@momentum/first-visit/server';
import { listen } from './support/static-site.js';

let dir: string;
let shell: Server;
let remote: Server;
let base: string;
let remoteBase: string;
let manifestReads = 0;
const chunkName = '__federation_expose_routes.aaaa1111.js';


before(async () => {
  remote = http.createServer((req, res) => {
    if (req.url === '/first-screen.json') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ '/': ['/api/home', '/api/home/completedbucket'] }));
    if (req.url !== '/mf-manifest.json') return void res.writeHead(404).end();
    manifestReads += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ exposes: [{ path: './routes', assets: { js: { sync: [chunkName], async: [] } } }] }));
  });
  remoteBase = await listen(remote);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-first-requests-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><head>${TAB_HINTS_MARKER}</head>`);
  const config = { apiBaseUrl: 'http://127.0.0.1:1', kakao: {}, remotes: { home: `${remoteBase}/mf-manifest.json` } };
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  shell = createStaticServer({ root: dir, spa: true, configFile: path.join(dir, 'config.json') });
  base = await listen(shell);
});

after(() => {
  shell.close();
  remote.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (pathname: string) => (await fetch(`${base}${pathname}`)).text();

test("a tab's page names its first GETs once the remote has been read, and preloads no script", async () => {
  // The server reads the manifests it is configured with as it starts.
  for (let i = 0; i < 50 && manifestReads === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(manifestReads, 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const html = await page('/home');
  assert.ok(html.includes('<meta name="momentum-first-requests" content="/api/home /api/home/completedbucket" data-api-base="http://127.0.0.1:1" />'), html);
  assert.ok(!html.includes('rel="preload"') && !html.includes('rel="preconnect"'), html);
  assert.ok(!(await page('/login')).includes('momentum-first-requests'), 'off a tab, no GET is named');
  assert.equal(manifestReads, 1, 'pages are answered from what was read, not by reading again');
});
