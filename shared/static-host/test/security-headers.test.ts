// The static server's security headers: the CSP of HTML pages follows the runtime config (env or
// config file), inline styles and scripts are allowed by their hashes alone (the same policy a static
// host sends, ADR 0013), and nothing else may run or be framed.
import { afterAll as after, beforeAll as before, test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createStaticServer } from '../src/serve-static.js';
import { allowedOrigins, cspDirectives, cspHash, EMPTY_STYLE_HASH, serializeCsp } from '../src/security-headers.js';
import { KAKAO_SDK_DEFAULT } from '../src/app-config.js';
import { listen } from './support/static-site.js';

const ENV = {
  API_BASE_URL: 'https://api.momentum.example',
  REMOTE_HOME_URL: 'https://home.momentum.example/mf-manifest.json',
  REMOTE_MOMENT_URL: 'https://moment.momentum.example/v2/mf-manifest.json',
  REMOTE_FEED_URL: 'https://cdn.momentum.example/feed/mf-manifest.json',
  REMOTE_MYPAGE_URL: 'https://cdn.momentum.example/mypage/mf-manifest.json',
};
const HTML = '<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}</style><script defer src="/main.1234abcd.js"></script></head><body></body></html>';

/** Parses a CSP header into { directive: [sources] }. */
function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

let dir: string;
let envServer: Server;
let fileServer: Server;
let envBase: string;
let fileBase: string;
const configFile = () => path.join(dir, 'app-config.json');


before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-csp-'));
  fs.writeFileSync(path.join(dir, 'index.html'), HTML);
  fs.writeFileSync(path.join(dir, 'main.1234abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  envServer = createStaticServer({ root: dir, spa: true, config: true, env: ENV });
  fileServer = createStaticServer({ root: dir, spa: true, configFile: configFile() });
  envBase = await listen(envServer);
  fileBase = await listen(fileServer);
});

after(() => {
  envServer.close();
  fileServer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('script-src allows only the own origin and the configured remote origins; no eval, no inline', () => {
  const csp = cspDirectives({ apiBaseUrl: 'https://api.momentum.example', remotes: { home: ENV.REMOTE_HOME_URL, feed: ENV.REMOTE_FEED_URL, mypage: ENV.REMOTE_MYPAGE_URL } });
  assert.deepEqual(csp['script-src'], ["'self'", 'https://home.momentum.example', 'https://cdn.momentum.example']);
  assert.ok(!csp['script-src'].includes('https://api.momentum.example'), 'the API serves no scripts');
  for (const name of ['script-src', 'style-src', 'default-src']) {
    assert.ok(!csp[name].some((source) => /unsafe-(eval|inline)/.test(source)), `${name} has no unsafe-* source`);
  }
});

test('connect, image and font sources, and the fixed directives', () => {
  const csp = cspDirectives({ apiBaseUrl: 'http://localhost:4100/', remotes: { home: 'http://localhost:3101/mf-manifest.json' } }, { styleHashes: [cspHash('b{}')] });
  assert.deepEqual(csp['connect-src'], ["'self'", 'http://localhost:4100', 'http://localhost:3101']);
  assert.deepEqual(csp['img-src'], ["'self'", 'http://localhost:4100', 'http://localhost:3101', 'data:', 'blob:']);
  assert.deepEqual(csp['font-src'], ["'self'", 'http://localhost:3101']);
  assert.deepEqual(csp['style-src'], ["'self'", 'http://localhost:3101', "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", cspHash('b{}')]);
  assert.equal(EMPTY_STYLE_HASH, cspHash(''), "styled-components' empty runtime <style>");
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'self'"]);
  assert.deepEqual(csp['form-action'], ["'self'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
});

test('real Kakao sign-in adds its image CDN; the development provider does not', () => {
  assert.ok(cspDirectives({ kakao: { clientId: 'abc123' } })['img-src'].includes('https://*.kakaocdn.net'));
  assert.ok(!cspDirectives({ kakao: { clientId: 'momentum-dev' } })['img-src'].some((s) => s.includes('kakao')));
});

test("KAKAO_JS_KEY brings the key, Kakao's SDK and its origin in script-src; unset, no Kakao address anywhere", async () => {
  const withKey = createStaticServer({ root: dir, spa: true, config: true, env: { ...ENV, KAKAO_JS_KEY: 'js-key-123' } });
  const base = await listen(withKey);
  try {
    const config = (await (await fetch(`${base}/app-config.json`)).json()) as { kakao: object };
    assert.deepEqual(config.kakao, { ...config.kakao, jsKey: 'js-key-123', sdk: KAKAO_SDK_DEFAULT });
    const csp = parseCsp((await fetch(`${base}/invite/ABCD1234`)).headers.get('content-security-policy') ?? '');
    assert.ok(csp['script-src'].includes('https://t1.kakaocdn.net'), csp['script-src'].join(' '));
    for (const name of ['connect-src', 'img-src', 'style-src', 'font-src']) assert.ok(!csp[name].some((s) => s.includes('kakao')), name);
  } finally {
    withKey.close();
  }
  assert.equal('jsKey' in ((await (await fetch(`${envBase}/app-config.json`)).json()) as { kakao: object }).kakao, false);
  const header = (await fetch(`${envBase}/invite/ABCD1234`)).headers.get('content-security-policy') ?? '';
  assert.ok(!header.includes('kakao'), header);
  // An SDK address without a key, or one that is not http(s), allows nothing.
  assert.deepEqual(cspDirectives({ kakao: { sdk: KAKAO_SDK_DEFAULT } })['script-src'], ["'self'"]);
  assert.deepEqual(cspDirectives({ kakao: { jsKey: 'k', sdk: { url: 'javascript:alert(1)' } } })['script-src'], ["'self'"]);
});

test('photoOrigin (an S3 photo store) is allowed in img-src only, as an origin; a non-http value is dropped', () => {
  const csp = cspDirectives({ apiBaseUrl: 'https://api.momentum.example', photoOrigin: 'https://photos.r2.example/momentum-photos/' });
  assert.deepEqual(csp['img-src'], ["'self'", 'https://api.momentum.example', 'https://photos.r2.example', 'data:', 'blob:']);
  for (const name of ['script-src', 'connect-src', 'style-src', 'font-src']) {
    assert.ok(!csp[name].includes('https://photos.r2.example'), `${name} does not list the photo store`);
  }
  assert.deepEqual(cspDirectives({ photoOrigin: 'javascript:alert(1)' })['img-src'], ["'self'", 'data:', 'blob:']);
});

test('PHOTO_ORIGIN reaches /app-config.json and the HTML CSP; unset, neither mentions it', async () => {
  const withPhotos = createStaticServer({ root: dir, spa: true, config: true, env: { ...ENV, PHOTO_ORIGIN: 'http://127.0.0.1:9000/' } });
  const base = await listen(withPhotos);
  try {
    assert.equal(((await (await fetch(`${base}/app-config.json`)).json()) as { photoOrigin?: string }).photoOrigin, 'http://127.0.0.1:9000');
    const csp = parseCsp((await fetch(`${base}/`)).headers.get('content-security-policy') ?? '');
    assert.ok(csp['img-src'].includes('http://127.0.0.1:9000'), csp['img-src'].join(' '));
  } finally {
    withPhotos.close();
  }
  assert.equal('photoOrigin' in ((await (await fetch(`${envBase}/app-config.json`)).json()) as object), false);
  const csp = parseCsp((await fetch(`${envBase}/`)).headers.get('content-security-policy') ?? '');
  assert.ok(!csp['img-src'].some((source) => source.includes('9000')));
});

test('a broken config allows only the own origin (no exception, no wildcard)', () => {
  for (const config of [null, 'text', 42, { remotes: 'x' }, { apiBaseUrl: 'javascript:alert(1)', remotes: { home: 'data:text/javascript,1', feed: 'not a url' } }]) {
    const csp = cspDirectives(config);
    assert.deepEqual(csp['script-src'], ["'self'"], JSON.stringify(config));
    assert.deepEqual(csp['connect-src'], ["'self'"], JSON.stringify(config));
  }
  assert.deepEqual(allowedOrigins(undefined), { api: null, photos: null, remotes: [], realKakao: false, kakaoSdk: null });
});

test('HTML: CSP from the environment config; the page\'s <style> by its hash, the same on every answer', async () => {
  const first = await fetch(`${envBase}/some/client/route`);
  const second = await fetch(`${envBase}/`);
  const csps = [first, second].map((response) => parseCsp(response.headers.get('content-security-policy') ?? ''));
  await Promise.all([first.text(), second.text()]);
  assert.deepEqual(csps[0]['script-src'], ["'self'", 'https://home.momentum.example', 'https://moment.momentum.example', 'https://cdn.momentum.example']);
  assert.ok(csps[0]['connect-src'].includes('https://api.momentum.example'));
  assert.ok(csps[0]['style-src'].includes(cspHash('body{margin:0}')), csps[0]['style-src'].join(' '));
  assert.ok(!Object.values(csps[0]).flat().some((source) => /nonce-|unsafe-/.test(source)));
  assert.deepEqual(csps[0], csps[1], 'a static host could send it: nothing changes per answer');
  assert.equal(first.headers.get('cache-control'), 'no-cache');
  assert.equal(first.headers.get('x-frame-options'), 'DENY');
  assert.equal(first.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(first.headers.get('x-content-type-options'), 'nosniff');
});

test('HTML with --config-file: the CSP follows the file as it is now', async () => {
  fs.writeFileSync(configFile(), JSON.stringify({ apiBaseUrl: 'http://localhost:4100', remotes: { home: 'http://localhost:3121/mf-manifest.json' } }));
  let csp = parseCsp((await fetch(`${fileBase}/`)).headers.get('content-security-policy') ?? '');
  assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3121']);
  fs.writeFileSync(configFile(), JSON.stringify({ apiBaseUrl: 'http://localhost:4100', remotes: { home: 'http://localhost:3122/mf-manifest.json' } }));
  csp = parseCsp((await fetch(`${fileBase}/`)).headers.get('content-security-policy') ?? '');
  assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3122']);
  fs.writeFileSync(configFile(), '{ not json');
  csp = parseCsp((await fetch(`${fileBase}/`)).headers.get('content-security-policy') ?? '');
  assert.deepEqual(csp['script-src'], ["'self'"]);
});

test('non-HTML responses (scripts, config, 404, 405) get the lock-down policy and the base headers', async () => {
  for (const [url, method, status] of <[string, string, number][]>[
    [`${envBase}/main.1234abcd.js`, 'GET', 200],
    [`${envBase}/app-config.json`, 'GET', 200],
    [`${envBase}/missing.js`, 'GET', 404],
    [`${envBase}/`, 'POST', 405],
  ]) {
    const response = await fetch(url, { method });
    assert.equal(response.status, status, url);
    assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'", url);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url);
    assert.equal(response.headers.get('x-frame-options'), 'DENY', url);
  }
});

test("the service worker's policy lets it fetch (a remote may move to any origin); nothing is imported or framed", async () => {
  const csp = parseCsp((await fetch(`${envBase}/sw.js`)).headers.get('content-security-policy') ?? '');
  assert.deepEqual(csp['connect-src'], ['*']);
  assert.deepEqual(csp['default-src'], ["'none'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  // A notification's icon loads under the worker's policy: the app's own icons only.
  assert.deepEqual(csp['img-src'], ["'self'"]);
  // Any other script keeps the lock-down.
  assert.deepEqual(parseCsp((await fetch(`${envBase}/main.1234abcd.js`)).headers.get('content-security-policy') ?? '')['connect-src'], undefined);
});

test('serializeCsp joins directives in order', () => {
  assert.equal(serializeCsp({ 'default-src': ["'self'"], 'object-src': ["'none'"] }), "default-src 'self'; object-src 'none'");
});
