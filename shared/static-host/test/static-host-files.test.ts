// The files a plain static host serves the shell with (ADR 0013): the runtime config and the nginx
// include with the pages' policy, made from one config so the two always agree.
import { afterAll as after, test } from 'vitest';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AFTER_PAINT_LOADER, KAKAO_LINK_SCRIPT } from '@momentum/first-visit/server';
import { cspHash, EMPTY_STYLE_HASH } from '../src/security-headers.js';
import { nginxSecurityHeaders, writeStaticHostFiles } from '../src/static-host-files.js';

const CONFIG = {
  apiBaseUrl: 'https://api.momentum.example',
  kakao: { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientId: 'abc' },
  remotes: { home: 'https://cdn.momentum.example/mfe-home/r1/mf-manifest.json', feed: 'https://cdn.momentum.example/mfe-feed/r7/mf-manifest.json' },
  photoOrigin: 'https://photos.momentum.example',
};
const INDEX = '<!doctype html><html><head><style>html{background:#020202}</style><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';
const LOGIN = `<!doctype html><html><head><style>.a{color:#fff}</style><template id="t"></template><script>${AFTER_PAINT_LOADER}</script></head><body><div id="root"><a data-kakao-login="">카카오 로그인</a></div><script>${KAKAO_LINK_SCRIPT}</script></body></html>`;

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function shellDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-files-'));
  dirs.push(dir);
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'login.html'), LOGIN);
  return dist;
}

/** The CSP of the generated include, parsed into { directive: [sources] }. */
function cspOf(include: string): Record<string, string[]> {
  const value = /^set \$momentum_page_csp "([^"]*)";$/m.exec(include)?.[1];
  assert.ok(value, include);
  return Object.fromEntries(value.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

test("one policy for all the shell's pages: the config's origins, each page's inline parts by hash", () => {
  const csp = cspOf(nginxSecurityHeaders(CONFIG, [INDEX, LOGIN]));
  assert.deepEqual(csp['script-src'], ["'self'", 'https://cdn.momentum.example', cspHash(AFTER_PAINT_LOADER), cspHash(KAKAO_LINK_SCRIPT)]);
  assert.deepEqual(csp['style-src'], ["'self'", 'https://cdn.momentum.example', EMPTY_STYLE_HASH, cspHash('html{background:#020202}'), cspHash('.a{color:#fff}')]);
  assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.momentum.example', 'https://cdn.momentum.example']);
  assert.ok(csp['img-src'].includes('https://photos.momentum.example'));
  assert.ok(csp['img-src'].includes('https://*.kakaocdn.net'), 'real Kakao sign-in: its profile pictures');
  assert.ok(!Object.values(csp).flat().some((source) => /unsafe-|nonce-/.test(source)));
});

test('refuses to write a value nginx would read as syntax (a host name may hold a `$`)', () => {
  assert.throws(() => nginxSecurityHeaders({ ...CONFIG, apiBaseUrl: 'https://api$host.example' }, [INDEX]), /syntax/);
});

test('writes app-config.json into the release and the include where it is asked for', () => {
  const dist = shellDist();
  const headersFile = path.join(dist, '..', 'conf', 'security-headers.conf');
  writeStaticHostFiles({ shellDist: dist, config: CONFIG, headersFile });
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dist, 'app-config.json'), 'utf8')), CONFIG);
  assert.deepEqual(cspOf(fs.readFileSync(headersFile, 'utf8'))['script-src'], ["'self'", 'https://cdn.momentum.example', cspHash(AFTER_PAINT_LOADER), cspHash(KAKAO_LINK_SCRIPT)]);
});

test('the command: the environment\'s config by default, a given config file left as it is', () => {
  // The command as it runs in the shell's build: the package's built output.
  const script = path.join(import.meta.dirname, '..', 'dist', 'cli', 'static-host-files.js');
  const dist = shellDist();
  execFileSync(process.execPath, [script, dist], { env: { ...process.env, API_BASE_URL: 'https://api.one.example', REMOTE_FEED_URL: 'https://feed.one.example/mf-manifest.json' }, stdio: 'pipe' });
  const config = JSON.parse(fs.readFileSync(path.join(dist, 'app-config.json'), 'utf8'));
  assert.equal(config.apiBaseUrl, 'https://api.one.example');
  const include = fs.readFileSync(path.join(dist, '..', 'dist-deploy', 'security-headers.conf'), 'utf8');
  assert.ok(cspOf(include)['script-src'].includes('https://feed.one.example'));

  const configFile = path.join(dist, '..', 'release-config.json');
  fs.writeFileSync(configFile, JSON.stringify(CONFIG));
  const headersFile = path.join(dist, '..', 'other.conf');
  execFileSync(process.execPath, [script, dist, `--config=${configFile}`, `--headers=${headersFile}`], { stdio: 'pipe' });
  assert.ok(cspOf(fs.readFileSync(headersFile, 'utf8'))['script-src'].includes('https://cdn.momentum.example'));
  assert.equal(JSON.parse(fs.readFileSync(path.join(dist, 'app-config.json'), 'utf8')).apiBaseUrl, 'https://api.one.example', 'the release keeps its config');

  fs.writeFileSync(configFile, '{ not json');
  const broken = spawnSync(process.execPath, [script, dist, `--config=${configFile}`], { encoding: 'utf8' });
  assert.equal(broken.status, 1);
  assert.match(broken.stderr, /cannot read/);
  assert.equal(spawnSync(process.execPath, [script, path.join(dist, 'nowhere')], { encoding: 'utf8' }).status, 2);
});
