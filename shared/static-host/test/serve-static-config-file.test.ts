// `--config-file`: /app-config.json comes from a file re-read on every request (a deploy repoints a
// running shell by editing it), and its absence is a 404 rather than a crash.
import { afterAll as after, beforeAll as before, test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startStaticSite, type StaticSite } from './support/static-site.js';

let site: StaticSite;
let dir: string;
let base: string;

before(async () => {
  site = await startStaticSite({ 'index.html': '<!doctype html>' }, (root) => ({ config: true, configFile: path.join(root, 'config.json') }));
  ({ dir, base } = site);
});

after(() => site.close());

test('serves the config file as it is at each request, uncached', async () => {
  const file = path.join(dir, 'config.json');
  fs.writeFileSync(file, '{"version":1}');
  const first = await fetch(`${base}/app-config.json`);
  assert.equal(first.headers.get('cache-control'), 'no-cache');
  assert.match(first.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(await first.json(), { version: 1 });
  fs.writeFileSync(file, '{"version":2}');
  assert.deepEqual(await (await fetch(`${base}/app-config.json`)).json(), { version: 2 });
});

test('answers 404 while the file is missing', async () => {
  fs.rmSync(path.join(dir, 'config.json'), { force: true });
  const response = await fetch(`${base}/app-config.json`);
  assert.equal(response.status, 404);
});
