/* global Headers -- Node 20 global */
// The static server on /login with a prerendered page (ADR 0007): that page, compressed, its styles
// allowed by hash in the CSP; index.html elsewhere.
import { afterAll as after, beforeAll as before, test } from 'vitest';
import assert from 'node:assert/strict';
import http from 'node:http';
import zlib from 'node:zlib';
import { startStaticSite, type StaticSite } from './support/static-site.js';
import { cspHash, EMPTY_STYLE_HASH } from '../src/security-headers.js';

const SLOGAN = '모멘텀과 함께 더 큰 성공을 향해';
const INDEX = '<!doctype html><html><head><style>html{background:#020202}</style></head><body><div id="root"></div></body></html>';
// Shaped like the build's output: styled-components' tag, the moved inline styles, and enough markup
// to be worth compressing.
const LOGIN =
  '<!doctype html><html><head><style>html{background:#020202}</style>' +
  '<style data-styled="true" data-styled-version="6.6.0">.a{color:#fff}</style><style>[data-prerender-style="0"]{height:auto !important}</style>' +
  `</head><body><div id="root"><main data-testid="login-page">${'<rect x="1" y="1" width="1" height="1"></rect>'.repeat(80)}<p>${SLOGAN}</p><a>카카오 로그인</a></main></div></body></html>`;

let site: StaticSite;
let base: string;
before(async () => {
  site = await startStaticSite({ 'index.html': INDEX, 'login.html': LOGIN }, { config: true, env: {} });
  ({ base } = site);
});
after(() => site.close());

/** The response as sent (node:http: fetch would decode the body and hide its size), then decoded. */
interface Answer {
  response: { status: number | undefined; headers: Headers };
  text: string;
  encoding: string | null;
  bytes: number;
}

function get(pathname: string, acceptEncoding = 'gzip, deflate, br'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? null;
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ response: { status: res.statusCode, headers: new Headers(res.headers as Record<string, string>) }, text: decoded.toString('utf8'), encoding, bytes: raw.length });
        });
      })
      .on('error', reject);
  });
}

test('/login answers with the prerendered screen; every <style> is allowed by its hash, nothing looser', async () => {
  for (const pathname of ['/login', '/login/']) {
    const { response, text } = await get(pathname);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.ok(text.includes(`<p>${SLOGAN}</p>`), pathname);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(csp, /unsafe-inline|nonce-/);
    // Its keywords and hashes (its origins are the configured remotes, not the point here).
    const styleSrc = (/style-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ').filter((source) => source.startsWith("'"));
    const hashes = [...text.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map(([, css]) => cspHash(css));
    assert.equal(hashes.length, 3);
    // The page's three, and the empty <style> styled-components fills through the CSSOM once the app runs.
    assert.deepEqual(styleSrc, ["'self'", EMPTY_STYLE_HASH, ...hashes]);
  }
});

test('the page is the same bytes on every answer, so a repeat visit revalidates it: 304 without a body', async () => {
  const first = await get('/login');
  const etag = first.response.headers.get('etag') ?? '';
  assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
  assert.equal((await get('/login')).response.headers.get('etag'), etag);
  const again = await new Promise<{ status: number | undefined; bytes: number; etag: string | undefined }>((resolve, reject) =>
    http.get(`${base}/login`, { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, etag: res.headers.etag }));
    }).on('error', reject),
  );
  assert.deepEqual(again, { status: 304, bytes: 0, etag });
  // Another encoding is other bytes, with a tag of its own.
  assert.notEqual((await get('/login', 'identity')).response.headers.get('etag'), etag);
});

test('the prerendered page is compressed when the browser accepts it (brotli first), plain otherwise', async () => {
  const br = await get('/login');
  assert.equal(br.encoding, 'br');
  assert.match(br.response.headers.get('vary') ?? '', /Accept-Encoding/);
  assert.equal((await get('/login', 'gzip')).encoding, 'gzip');
  const plain = await get('/login', 'identity');
  assert.equal(plain.encoding, null);
  assert.ok(plain.text.includes(SLOGAN));
  assert.equal(br.text, plain.text);
  assert.ok(br.bytes < plain.bytes / 3, `${br.bytes} of ${plain.bytes} bytes`);
});

test('other client routes still get the empty index.html', async () => {
  for (const pathname of ['/', '/home', '/loginx', '/auth/kakao/callback']) {
    const { text } = await get(pathname);
    assert.ok(text.includes('<div id="root"></div>'), pathname);
    assert.ok(!text.includes(SLOGAN), pathname);
  }
});
