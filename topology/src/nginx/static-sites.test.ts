// The committed deploy/nginx snippets in real nginx (the dev-services launcher), serving a small build shaped
// like ours: the cache rules, revalidation, the page policy (kept on a 304 too), the lock-down elsewhere,
// routes, /login, precompressed files, and what is never served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import { ensureNginx, freePort, startNginx, type NginxServer } from '@momentum/dev-services';
import { cspHash } from '@momentum/static-host/security-headers';
import { writeStaticHostFiles } from '@momentum/static-host/static-host-files';
import { renderStaticSites } from './static-sites';

const LOCKDOWN = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const CONFIG = {
  apiBaseUrl: 'http://localhost:4999',
  kakao: { authorizeUrl: 'http://localhost:4999/oauth/authorize', clientId: 'momentum-dev' },
  remotes: { home: 'http://localhost:4998/mfe-home/r1/mf-manifest.json' },
};
const INDEX = '<!doctype html><html><head><style>html{background:#020202}</style><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const LOGIN = '<!doctype html><html><head><style>.login{color:#fff}</style></head><body><main>카카오 로그인</main></body></html>';
/** A tab page as the deploy step writes it (static-host's tab-pages): the screen in it, its own style. */
const HOME_PAGE = '<!doctype html><html><head><style>.home{color:#ff0}</style></head><body><div id="root" data-hydrate=""><main>오늘은 작심</main></div></body></html>';
const MAIN = `console.log(${JSON.stringify('모멘텀 '.repeat(200))});`;

let dir: string;
let nginx: NginxServer;
let shell: string;
let cdn: string;
let brotli = false;

function write(file: string, content: string, compress = false) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (compress) {
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  }
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-sites-test-'));
  const shellRoot = path.join(dir, 'shell');
  write(path.join(shellRoot, 'index.html'), INDEX);
  write(path.join(shellRoot, 'login.html'), LOGIN);
  write(path.join(shellRoot, 'main.0123abcd.js'), MAIN, true);
  write(path.join(shellRoot, 'main.0123abcd.js.map'), '{}');
  const headersFile = path.join(dir, 'security-headers.conf');
  writeStaticHostFiles({ shellDist: shellRoot, config: CONFIG, headersFile, tabPages: [{ file: 'tab-pages/home.html', html: HOME_PAGE }] });
  const cdnRoot = path.join(dir, 'cdn');
  write(path.join(cdnRoot, 'mfe-home', 'r1', 'remoteEntry.js'), 'var mfe_home = 1;');
  write(path.join(cdnRoot, 'mfe-home', 'r1', 'mf-manifest.json'), '{"name":"mfe_home"}');
  write(path.join(cdnRoot, 'mfe-home', 'r1', 'mf-manifest-stats.json'), '{}');
  write(path.join(cdnRoot, 'mfe-home', 'r1', 'index.html'), '<!doctype html><script>alert(1)</script>');
  const [shellPort, cdnPort] = [await freePort(), await freePort()];
  const { brotliStaticModule } = ensureNginx();
  brotli = brotliStaticModule !== null;
  const sites = renderStaticSites({ shell: { listen: shellPort, root: shellRoot, headersFile }, cdn: { listen: cdnPort, root: cdnRoot }, brotli: brotliStaticModule !== null });
  const modules = brotliStaticModule ? `load_module ${brotliStaticModule};\n` : '';
  nginx = await startNginx({ config: `${modules}events {}\nhttp {\n  include /etc/nginx/mime.types;\n${sites}\n}\n` });
  shell = `http://localhost:${shellPort}`;
  cdn = `http://localhost:${cdnPort}`;
});

after(async () => {
  await nginx?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';

test("the app's routes answer index.html and /login its page, each with the page policy; a 304 keeps it", async () => {
  for (const [route, marker] of [['/', 'id="root"'], ['/home', 'id="root"'], ['/feed/some/thing', 'id="root"'], ['/invite/ABCD1234', 'id="root"'], ['/login', '카카오 로그인']] as const) {
    const page = await fetch(`${shell}${route}`);
    assert.equal(page.status, 200, route);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/, route);
    assert.ok((await page.text()).includes(marker), route);
    assert.match(csp(page), /^default-src 'self'; script-src 'self' http:\/\/localhost:4998/, route);
    assert.equal(page.headers.get('cache-control'), 'no-cache', route);
    const etag = page.headers.get('etag');
    assert.ok(etag, route);
    const again = await fetch(`${shell}${route}`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304, route);
    assert.equal(csp(again), csp(page), `${route}: the browser keeps the headers of a 304`);
  }
});

test("a tab's route gets the page the deploy wrote for it, compressed, under a policy that allows its style; others index.html", async () => {
  const home = await fetch(`${shell}/home`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(await home.text(), HOME_PAGE);
  assert.equal(home.headers.get('content-encoding'), 'gzip');
  assert.equal(home.headers.get('cache-control'), 'no-cache');
  assert.match(csp(home), /style-src [^;]*'sha256-/);
  assert.ok(csp(home).includes(cspHash('.home{color:#ff0}')));
  for (const route of ['/home/elsewhere', '/feed', '/homework']) {
    assert.equal(await (await fetch(`${shell}${route}`)).text(), INDEX, route);
  }
});

test('hashed files are immutable and precompressed; entry files revalidate; both get the lock-down policy', async () => {
  const main = await fetch(`${shell}/main.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(main.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  // Debian's brotli_static module, when installed (root installs it), sends the .br sibling.
  assert.equal(main.headers.get('content-encoding'), brotli ? 'br' : null);
  assert.equal(await main.text(), MAIN);
  const gz = await fetch(`${shell}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  assert.match(gz.headers.get('content-type') ?? '', /charset=utf-8/);
  assert.equal(csp(main), LOCKDOWN);

  const entry = await fetch(`${cdn}/mfe-home/r1/remoteEntry.js`);
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  const again = await fetch(`${cdn}/mfe-home/r1/remoteEntry.js`, { headers: { 'if-none-match': entry.headers.get('etag')! } });
  assert.equal(again.status, 304);
  assert.equal((await fetch(`${shell}/app-config.json`)).headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await (await fetch(`${shell}/app-config.json`)).json(), CONFIG);
});

test('every answer carries the base headers; nothing on the remotes origin runs as a page', async () => {
  const remotePage = await fetch(`${cdn}/mfe-home/r1/index.html`);
  assert.equal(csp(remotePage), LOCKDOWN);
  for (const response of [remotePage, await fetch(`${shell}/`), await fetch(`${shell}/missing.js`)]) {
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  }
});

test('a missing file is a 404, never the app; source maps and build metadata are never served; only GET and HEAD', async () => {
  const missing = await fetch(`${shell}/missing.0123abcd.js`);
  assert.equal(missing.status, 404);
  assert.ok(!(await missing.text()).includes('id="root"'));
  assert.equal((await fetch(`${shell}/main.0123abcd.js.map`)).status, 404);
  assert.equal((await fetch(`${cdn}/mfe-home/r1/mf-manifest-stats.json`)).status, 404);
  assert.equal((await fetch(`${shell}/`, { method: 'POST', body: 'x' })).status, 405);
  assert.equal((await fetch(`${shell}/`, { method: 'HEAD' })).status, 200);
});
