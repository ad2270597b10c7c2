// Publishing and flipping releases on plain files: the shell's tab pages follow the release the config
// names, and a flip whose pages need another page policy waits for nginx to read it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { TAB_HINTS_MARKER, REMOTE_SCREEN_MARKER } from '@momentum/first-visit/server';
import { cspHash } from '@momentum/static-host/security-headers';
import { currentRemote, flipRemote, publishedFiles, publishRemote, publishShell, type AppConfig, type ShellRelease } from './releases';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const CDN = 'http://localhost:4998';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
/** A home remote's build whose screen says `text` in a style of its own. */
function homeBuild(name: string, text: string, css: string): string {
  const dist = path.join(dir, 'builds', name);
  write(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_home"}');
  write(path.join(dist, 'first-screen.json'), '{"/":["/api/home"]}');
  write(path.join(dist, 'prerendered-screens.json'), JSON.stringify({ '/': { html: `<main>${text}</main>`, styleTags: `<style>${css}</style>`, validUntil: '2999-01-01T00:00:00Z' } }));
  return dist;
}
const shellDist = path.join(dir, 'builds', 'shell');
write(path.join(shellDist, 'index.html'), `<html><head>${TAB_HINTS_MARKER}</head><body><div id="root"></div></body></html>`);
write(path.join(shellDist, 'tab-frames', 'home.html'), `<html><head>${TAB_HINTS_MARKER}</head><body><div id="root" data-hydrate="">${REMOTE_SCREEN_MARKER}</div></body></html>`);

const cdnRoot = path.join(dir, 'cdn');
const shell: ShellRelease = { shellRoot: path.join(dir, 'shell', 'current'), headersFile: path.join(dir, 'shell', 'security-headers.conf'), readRemote: publishedFiles(cdnRoot, CDN) };
const homePage = () => fs.readFileSync(path.join(shell.shellRoot, 'tab-pages', 'home.html'), 'utf8');
const policy = () => fs.readFileSync(shell.headersFile, 'utf8');

test("the shell's release holds the page of the home release its config names; a flip writes it again first", async () => {
  const first = `${CDN}${publishRemote(cdnRoot, 'home', 'r1', homeBuild('r1', '첫 화면', '.one{}'))}`;
  const config = { apiBaseUrl: 'http://localhost:4999', kakao: { authorizeUrl: 'http://localhost:4999/oauth/authorize', clientId: 'x' }, remotes: { home: first } } as unknown as AppConfig;
  await publishShell(shell, shellDist, config);
  assert.match(homePage(), /<main>첫 화면<\/main>/);
  assert.ok(policy().includes(cspHash('.one{}')));

  // A release with other styles: refused without a reload, and nothing moved.
  const second = `${CDN}${publishRemote(cdnRoot, 'home', 'r2', homeBuild('r2', '둘째 화면', '.two{}'))}`;
  await assert.rejects(flipRemote(shell, 'home', second), /reload/);
  assert.equal(currentRemote(shell.shellRoot, 'home'), first);
  assert.match(homePage(), /첫 화면/);

  const reloads: string[] = [];
  await flipRemote({ ...shell, reload: async () => void reloads.push(currentRemote(shell.shellRoot, 'home')) }, 'home', second);
  assert.deepEqual(reloads, [first], 'nginx reads the new policy before the config names the release');
  assert.equal(currentRemote(shell.shellRoot, 'home'), second);
  assert.match(homePage(), /<main>둘째 화면<\/main>/);
  assert.ok(policy().includes(cspHash('.two{}')));

  // A release that is not on the origin is never named.
  await assert.rejects(flipRemote(shell, 'home', `${CDN}/mfe-home/r9/mf-manifest.json`), /is not there/);
  assert.equal(currentRemote(shell.shellRoot, 'home'), second);
});
