// A repeat visit revalidates the no-cache entry files instead of downloading them again: every 200 of
// the static server carries an ETag of the bytes it sent, and a matching If-None-Match gets a 304.
import { afterAll as after, beforeAll as before, test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startStaticSite, type StaticSite } from './support/static-site.js';

let site: StaticSite;
before(async () => {
  site = await startStaticSite({ 'index.html': '<!doctype html><p>x</p>', 'remoteEntry.js': 'var entry = 1;', 'main.0123abcd.js': 'main()' }, { config: true, env: {} });
});
after(() => site.close());

test('an unchanged remoteEntry.js answers 304 with no body; a changed one 200 with a new tag', async () => {
  const first = await fetch(`${site.base}/remoteEntry.js`);
  const etag = first.headers.get('etag') ?? '';
  assert.match(etag ?? '', /^"[A-Za-z0-9_-]+"$/);
  assert.ok(first.headers.get('last-modified'));
  assert.equal(first.headers.get('cache-control'), 'no-cache');
  const again = await fetch(`${site.base}/remoteEntry.js`, { headers: { 'if-none-match': etag } });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), '');
  assert.equal(again.headers.get('etag'), etag);
  // Weak comparison, as browsers and proxies may send the tag back weakened, and a list of tags.
  assert.equal((await fetch(`${site.base}/remoteEntry.js`, { headers: { 'if-none-match': `"other", W/${etag}` } })).status, 304);

  fs.writeFileSync(path.join(site.dir, 'remoteEntry.js'), 'var entry = 2;');
  const changed = await fetch(`${site.base}/remoteEntry.js`, { headers: { 'if-none-match': etag } });
  assert.equal(changed.status, 200);
  assert.equal(await changed.text(), 'var entry = 2;');
  assert.notEqual(changed.headers.get('etag'), etag);
});

test('pages and the runtime config revalidate too', async () => {
  for (const pathname of ['/', '/app-config.json']) {
    const etag = (await fetch(`${site.base}${pathname}`)).headers.get('etag') ?? '';
    assert.ok(etag, pathname);
    assert.equal((await fetch(`${site.base}${pathname}`, { headers: { 'if-none-match': etag } })).status, 304, pathname);
  }
});
