/* global fetch -- Node 20 global */
// `--config-file`: /app-config.json comes from a file re-read on every request (a deploy repoints a
// running shell by editing it), and its absence is a 404 rather than a crash.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from './serve-static.mjs';

let dir;
let server;
let base;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-config-file-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  server = createStaticServer({ root: dir, spa: true, config: true, configFile: path.join(dir, 'config.json') });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

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
