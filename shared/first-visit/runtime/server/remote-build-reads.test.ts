import { test } from 'vitest';
import assert from 'node:assert/strict';
import { createRemoteHintCache, firstRequestsFromFile, screenChunksFromManifest } from './remote-build-reads';
import { TAB_HINTS_MARKER } from '../../page-contract/page-files';
import { addTabPageHints } from './page-hints';

const manifestUrl = 'https://cdn.example/home/2026/mf-manifest.json';
const firstScreenUrl = 'https://cdn.example/home/2026/first-screen.json';
const manifest = { exposes: [] };
const firstScreen = (path: string) => ({ '/': [path] });

/** A fetch that answers from a table and counts its calls; `fail` makes it reject. */
function fakeFetch(table: Record<string, unknown>) {
  const calls: string[] = [];
  const impl = async (url: string | URL | Request) => {
    calls.push(String(url));
    const body = table[String(url)];
    if (body === 'fail') throw new Error('connection refused');
    return { ok: body !== undefined, json: async () => body };
  };
  return { impl: impl as unknown as typeof fetch, calls };
}

test('answers from the cache at once and refreshes a stale entry in the background', async () => {
  let clock = 0;
  const table: Record<string, unknown> = { [manifestUrl]: manifest, [firstScreenUrl]: firstScreen('/api/a') };
  const { impl, calls } = fakeFetch(table);
  const cache = createRemoteHintCache({ fetch: impl, now: () => clock });
  assert.deepEqual(cache.read(manifestUrl).requests, {}, 'nothing known yet: no hint, never a wait');
  await cache.warm([manifestUrl]);
  assert.deepEqual(cache.read(manifestUrl).requests, { '/': ['/api/a'] });
  table[firstScreenUrl] = firstScreen('/api/b'); // the remote was redeployed
  clock += 10_000;
  assert.deepEqual(cache.read(manifestUrl).requests, { '/': ['/api/a'] }, 'still fresh: not asked again');
  assert.equal(calls.filter((url) => url === manifestUrl).length, 1, 'the warm joined the read the first get started');
  clock += 30_000;
  assert.deepEqual(cache.read(manifestUrl).requests, { '/': ['/api/a'] }, 'stale: served while it refreshes');
  await cache.warm([]);
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(cache.read(manifestUrl).requests, { '/': ['/api/b'] });
});

test('a remote whose manifest cannot be read gives no hints, and is asked again soon rather than after the full age', async () => {
  let clock = 0;
  const table: Record<string, unknown> = { [manifestUrl]: 'fail', [firstScreenUrl]: firstScreen('/api/c') };
  const { impl, calls } = fakeFetch(table);
  const cache = createRemoteHintCache({ fetch: impl, now: () => clock });
  await cache.warm([manifestUrl, 'not a url', 7]);
  assert.deepEqual(calls.filter((url) => url.endsWith('mf-manifest.json')), [manifestUrl]);
  assert.deepEqual(cache.read(manifestUrl).requests, {});
  table[manifestUrl] = manifest;
  clock += 3_000;
  cache.read(manifestUrl); // due again: starts the refresh
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(cache.read(manifestUrl).requests, { '/': ['/api/c'] });
});

test("first-screen GETs: only API paths, a few per route, under the tab's route", () => {
  assert.deepEqual(
    firstRequestsFromFile({ '/': ['/api/home', 'https://evil.example/api/x', '//evil.example/api', '/api/../admin', '/api/a" onload="x', 7], '/x': 'no', 'bad route': ['/api/y'] }),
    { '/': ['/api/home'] },
  );
  assert.deepEqual(firstRequestsFromFile({ '/': Array.from({ length: 20 }, (_, i) => `/api/n${i}`) })['/']?.length, 8);
  for (const broken of [null, [], 'x']) assert.deepEqual(firstRequestsFromFile(broken), {});
  const config = { apiBaseUrl: 'https://api.example', remotes: { home: manifestUrl } };
  const read = () => ({ requests: { '/': ['/api/home', '/api/home/completedbucket'], '/detail': ['/api/d'] } });
  const page = `<head>${TAB_HINTS_MARKER}</head>`;
  assert.match(addTabPageHints(page, config, '/home', read), /<meta name="momentum-first-requests" content="\/api\/home \/api\/home\/completedbucket" data-api-base="https:\/\/api.example" \/>/);
  assert.match(addTabPageHints(page, config, '/home/detail', read), /content="\/api\/d"/);
  assert.doesNotMatch(addTabPageHints(page, config, '/home/other', read), /momentum-first-requests/);
  assert.doesNotMatch(addTabPageHints(page, { ...config, apiBaseUrl: 'nope' }, '/home', read), /momentum-first-requests/);
});

test("the screen's chunks: the routes expose's scripts beside the manifest, sync to hydrate, async for later", async () => {
  const built = {
    metaData: { publicPath: 'auto' },
    exposes: [
      { path: './other', assets: { js: { sync: ['other.1.js'], async: [] } } },
      { path: './routes', assets: { js: { sync: ['__federation_expose_routes.d04.js'], async: ['home-later.55b.js', '../../evil.js', 'x.js" onload="y', 42] } } },
    ],
  };
  const chunks = { screen: ['https://cdn.example/home/2026/__federation_expose_routes.d04.js'], later: ['https://cdn.example/home/2026/home-later.55b.js'] };
  assert.deepEqual(screenChunksFromManifest(built, manifestUrl), chunks);
  assert.deepEqual(screenChunksFromManifest({ ...built, metaData: { publicPath: 'https://elsewhere.example/' } }, manifestUrl), { screen: [], later: [] }, 'a fixed public path is not where we would look');
  for (const broken of [null, {}, { metaData: { publicPath: 'auto' }, exposes: {} }, { metaData: { publicPath: 'auto' }, exposes: [{ path: './routes' }] }]) {
    assert.deepEqual(screenChunksFromManifest(broken, manifestUrl), { screen: [], later: [] });
  }
  const cache = createRemoteHintCache({ fetch: fakeFetch({ [manifestUrl]: built }).impl });
  await cache.warm([manifestUrl]);
  assert.deepEqual(cache.read(manifestUrl).chunks, chunks, 'the Node layer reads them with the rest');
});
