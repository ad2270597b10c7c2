// The deploy step that gives a plain static host its tab pages (ADR 0014 Decision 4): the remotes read
// by URL, the pages written with their compressed copies, and the page policy never behind the pages.
import { afterAll as after, test } from 'vitest';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readRemotes, TAB_HINTS_MARKER, REMOTE_SCREEN_MARKER, tabPagesFor } from '@momentum/first-visit/server';
import { cspHash } from '../src/security-headers.js';
import { nginxSecurityHeaders } from '../src/static-host-files.js';
import { deployTabPages } from '../src/tab-pages.js';
import { startStaticSite } from './support/static-site.js';

const INDEX = `<!doctype html><html><head>${TAB_HINTS_MARKER}</head><body><div id="root"></div></body></html>`;
const FRAME = `<!doctype html><html><head>${TAB_HINTS_MARKER}</head><body><div id="root" data-hydrate="">${REMOTE_SCREEN_MARKER}</div></body></html>`;
const screen = (css: string) => JSON.stringify({ '/': { html: '<main>홈</main>', styleTags: `<style>${css}</style>`, validUntil: '2999-01-01T00:00:00.000Z' } });

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function shellDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tab-pages-'));
  dirs.push(dir);
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'tab-frames'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'tab-frames', 'home.html'), FRAME);
  return dist;
}
/** A remote's release as plain files by URL. */
function remote(css: string) {
  const files: Record<string, unknown> = {
    'https://cdn.example/home/mf-manifest.json': { name: 'mfe_home' },
    'https://cdn.example/home/first-screen.json': { '/': ['/api/home'] },
    'https://cdn.example/home/prerendered-screens.json': JSON.parse(screen(css)),
  };
  return async (url: string) => files[url] ?? null;
}
const CONFIG = { apiBaseUrl: 'https://api.example', remotes: { home: 'https://cdn.example/home/mf-manifest.json' } };
const styleSrc = (include: string) => /style-src ([^;]*)/.exec(include)?.[1].split(' ') ?? [];

test('writes each page with its .gz and .br copies; the include is in place before the pages, reloaded when it changed', async () => {
  const dist = shellDist();
  const headersFile = path.join(dist, '..', 'security-headers.conf');
  fs.writeFileSync(headersFile, nginxSecurityHeaders(CONFIG, [INDEX]));
  const pages = await tabPagesFor(dist, CONFIG, remote('.a{color:red}'));
  assert.deepEqual(pages.map((page) => page.file), ['tab-pages/home.html']);

  await assert.rejects(deployTabPages({ shellDist: dist, config: CONFIG, pages, headersFile }), /reload/);
  assert.equal(fs.existsSync(path.join(dist, 'tab-pages')), false, 'refused: nothing written');
  assert.ok(!styleSrc(fs.readFileSync(headersFile, 'utf8')).includes(cspHash('.a{color:red}')));

  const seenAtReload: boolean[] = [];
  const reload = () => void seenAtReload.push(styleSrc(fs.readFileSync(headersFile, 'utf8')).includes(cspHash('.a{color:red}')) && !fs.existsSync(path.join(dist, 'tab-pages')));
  assert.equal(await deployTabPages({ shellDist: dist, config: CONFIG, pages, headersFile, reload }), true);
  assert.deepEqual(seenAtReload, [true], 'reloaded once, with the new policy and the old pages');
  const file = path.join(dist, 'tab-pages', 'home.html');
  const html = fs.readFileSync(file, 'utf8');
  assert.ok(html.includes('<div id="root" data-hydrate=""><main>홈</main></div>') && html.includes('content="/api/home"'));
  assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), html);
  assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), html);

  // The same pages again: nothing to reload.
  assert.equal(await deployTabPages({ shellDist: dist, config: CONFIG, pages, headersFile, reload: () => assert.fail('no reload') }), false);
});

test('while pages are replaced the policy allows the old and the new; the next deploy drops what only the old used', async () => {
  const dist = shellDist();
  const headersFile = path.join(dist, '..', 'security-headers.conf');
  const reload = () => {};
  const deploy = async (css: string) => {
    await deployTabPages({ shellDist: dist, config: CONFIG, pages: await tabPagesFor(dist, CONFIG, remote(css)), headersFile, reload });
    return styleSrc(fs.readFileSync(headersFile, 'utf8'));
  };
  await deploy('.a{color:red}');
  const during = await deploy('.b{color:blue}');
  assert.ok(during.includes(cspHash('.a{color:red}')) && during.includes(cspHash('.b{color:blue}')), 'a page sent before the swap keeps its styles');
  const after = await deploy('.b{color:blue}');
  assert.ok(!after.includes(cspHash('.a{color:red}')) && after.includes(cspHash('.b{color:blue}')));
});

test('refuses a config naming a remote that is not on its origin', async () => {
  await assert.rejects(readRemotes({ remotes: { home: 'https://cdn.example/gone/mf-manifest.json' } }, async () => null), /is not there/);
  await assert.rejects(readRemotes(CONFIG, () => Promise.reject(new Error('ECONNREFUSED'))), /cannot read .*ECONNREFUSED/);
});

// Four Node processes in a row: vitest's 5 s default is a speed check on a busy machine; this is a hang guard.
test('the command with --tab-pages reads the remotes over HTTP and writes the pages', async () => {
  const cdn = await startStaticSite({ 'mf-manifest.json': '{"name":"mfe_home"}', 'first-screen.json': '{"/":["/api/home"]}', 'prerendered-screens.json': screen('.z{}') });
  try {
    const script = path.join(import.meta.dirname, '..', 'dist', 'cli', 'static-host-files.js');
    const dist = shellDist();
    const configFile = path.join(dist, '..', 'app-config.json');
    const headersFile = path.join(dist, '..', 'security-headers.conf');
    fs.writeFileSync(configFile, JSON.stringify({ ...CONFIG, remotes: { home: `${cdn.base}/mf-manifest.json` } }));
    // Not spawnSync: the remotes' server runs in this process and must answer meanwhile.
    const run = (...extra: string[]) =>
      promisify(execFile)(process.execPath, [script, dist, `--config=${configFile}`, `--headers=${headersFile}`, '--tab-pages', ...extra]).then(
        () => ({ status: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ status: error.code, stderr: error.stderr }),
      );
    // A first deploy: no include yet, so no reload is needed.
    const first = await run();
    assert.equal(first.status, 0, first.stderr);
    assert.ok(fs.readFileSync(path.join(dist, 'tab-pages', 'home.html'), 'utf8').includes('<main>홈</main>'));
    assert.ok(styleSrc(fs.readFileSync(headersFile, 'utf8')).includes(cspHash('.z{}')));

    // A release with other styles, on a live host: refused without --reload, run with it.
    fs.writeFileSync(path.join(cdn.dir, 'prerendered-screens.json'), screen('.y{}'));
    const refused = await run();
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /reload/);
    const marker = path.join(dist, '..', 'reloaded');
    assert.equal((await run(`--reload=touch ${marker}`)).status, 0);
    assert.ok(fs.existsSync(marker));
    assert.ok(styleSrc(fs.readFileSync(headersFile, 'utf8')).includes(cspHash('.y{}')));

    fs.rmSync(path.join(cdn.dir, 'mf-manifest.json'));
    const gone = await run('--reload=true');
    assert.equal(gone.status, 1);
    assert.match(gone.stderr, /is not there/);
  } finally {
    cdn.close();
  }
}, 60_000);
