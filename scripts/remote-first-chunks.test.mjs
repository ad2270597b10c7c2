/* global setImmediate */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRemoteHintCache, firstChunksFromManifest, firstRequestsFromFile } from './lib/remote-first-chunks.mjs';
import { addTabPageHints, REMOTE_ENTRY_MARKER } from './lib/page-hints.mjs';

const manifestUrl = 'https://cdn.example/home/2026/mf-manifest.json';
const manifest = (sync) => ({ exposes: [{ path: './other', assets: { js: { sync: ['other.js'] } } }, { path: './routes', assets: { js: { sync } } }] });

test("reads the routes expose's synchronous chunks, resolved beside the manifest", () => {
  assert.deepEqual(firstChunksFromManifest(manifest(['__federation_expose_routes.1a2b.js', '552.f8b3.js']), manifestUrl), [
    'https://cdn.example/home/2026/__federation_expose_routes.1a2b.js',
    'https://cdn.example/home/2026/552.f8b3.js',
  ]);
});

test('ignores what is not a same-origin script chunk, and manifests of another shape', () => {
  assert.deepEqual(firstChunksFromManifest(manifest(['https://evil.example/x.js', '//evil.example/y.js', 'style.css', 42, 'javascript:alert(1)']), manifestUrl), []);
  for (const broken of [null, 'text', {}, { exposes: 'x' }, { exposes: [null, { path: './routes' }] }]) assert.deepEqual(firstChunksFromManifest(broken, manifestUrl), []);
});

/** A fetch that answers from a table and counts its calls; `fail` makes it reject. */
function fakeFetch(table) {
  const calls = [];
  const impl = async (url) => {
    calls.push(String(url));
    const body = table[String(url)];
    if (body === 'fail') throw new Error('connection refused');
    return { ok: body !== undefined, json: async () => body };
  };
  return { impl, calls };
}

test('answers from the cache at once and refreshes a stale entry in the background', async () => {
  let clock = 0;
  const table = { [manifestUrl]: manifest(['a.1111.js']) };
  const { impl, calls } = fakeFetch(table);
  const cache = createRemoteHintCache({ fetch: impl, now: () => clock });
  assert.deepEqual(cache.read(manifestUrl).chunks, [], 'nothing known yet: no hint, never a wait');
  await cache.warm([manifestUrl]);
  assert.deepEqual(cache.read(manifestUrl).chunks, ['https://cdn.example/home/2026/a.1111.js']);
  table[manifestUrl] = manifest(['a.2222.js']); // the remote was redeployed
  clock += 10_000;
  assert.deepEqual(cache.read(manifestUrl).chunks, ['https://cdn.example/home/2026/a.1111.js'], 'still fresh: not asked again');
  assert.equal(calls.filter((url) => url === manifestUrl).length, 1, 'the warm joined the read the first get started');
  clock += 30_000;
  assert.deepEqual(cache.read(manifestUrl).chunks, ['https://cdn.example/home/2026/a.1111.js'], 'stale: served while it refreshes');
  await cache.warm([]);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(cache.read(manifestUrl).chunks, ['https://cdn.example/home/2026/a.2222.js']);
});

test('a remote that is down gives no hints, and is asked again soon rather than after the full age', async () => {
  let clock = 0;
  const table = { [manifestUrl]: 'fail' };
  const { impl, calls } = fakeFetch(table);
  const cache = createRemoteHintCache({ fetch: impl, now: () => clock });
  await cache.warm([manifestUrl, 'not a url', 7]);
  assert.deepEqual(calls.filter((url) => url.endsWith('mf-manifest.json')), [manifestUrl]);
  assert.deepEqual(cache.read(manifestUrl).chunks, []);
  table[manifestUrl] = manifest(['a.3333.js']);
  clock += 3_000;
  cache.read(manifestUrl); // due again: starts the refresh
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(cache.read(manifestUrl).chunks, ['https://cdn.example/home/2026/a.3333.js']);
});

test("the tab's page preloads those chunks after its entry, and never another origin's", () => {
  const config = { apiBaseUrl: 'https://api.example', remotes: { home: manifestUrl } };
  const html = addTabPageHints(`<head>${REMOTE_ENTRY_MARKER}</head>`, config, '/home', (url) => ({ chunks: url === manifestUrl ? ['https://cdn.example/home/2026/a.1111.js', 'https://evil.example/x.js'] : [], requests: {} }));
  assert.match(html, /remoteEntry\.js" \/><link rel="preload" as="script" href="https:\/\/cdn\.example\/home\/2026\/a\.1111\.js" \/><link rel="preconnect"/);
  assert.doesNotMatch(html, /evil/);
});

test("first-screen GETs: only API paths, a few per route, under the tab's route", () => {
  assert.deepEqual(
    firstRequestsFromFile({ '/': ['/api/home', 'https://evil.example/api/x', '//evil.example/api', '/api/../admin', '/api/a" onload="x', 7], '/x': 'no', 'bad route': ['/api/y'] }),
    { '/': ['/api/home'] },
  );
  assert.deepEqual(firstRequestsFromFile({ '/': Array.from({ length: 20 }, (_, i) => `/api/n${i}`) })['/'].length, 8);
  for (const broken of [null, [], 'x']) assert.deepEqual(firstRequestsFromFile(broken), {});
  const config = { apiBaseUrl: 'https://api.example', remotes: { home: manifestUrl } };
  const read = () => ({ chunks: [], requests: { '/': ['/api/home', '/api/home/completedbucket'], '/detail': ['/api/d'] } });
  const page = `<head>${REMOTE_ENTRY_MARKER}</head>`;
  assert.match(addTabPageHints(page, config, '/home', read), /<meta name="momentum-first-requests" content="\/api\/home \/api\/home\/completedbucket" \/>/);
  assert.match(addTabPageHints(page, config, '/home/detail', read), /content="\/api\/d"/);
  assert.doesNotMatch(addTabPageHints(page, config, '/home/other', read), /momentum-first-requests/);
  assert.doesNotMatch(addTabPageHints(page, { ...config, apiBaseUrl: 'nope' }, '/home', read), /momentum-first-requests/);
});
