// The static server never serves a source map or build metadata, even when a build left one in the
// folder (the build writes maps to dist-sourcemaps/, src/served-files.ts).
import { afterAll as after, beforeAll as before, test } from 'vitest';
import assert from 'node:assert/strict';
import { startStaticSite, type StaticSite } from './support/static-site.js';
import { isNeverServed } from '../src/served-files.js';

const SCRIPT = 'main.0a1b2c3d.js';
let site: StaticSite;
before(async () => {
  site = await startStaticSite({
    'index.html': '<!doctype html><div id="root"></div>',
    [SCRIPT]: 'console.log(1);',
    [`${SCRIPT}.map`]: '{"version":3,"sources":["src/secret.ts"],"sourcesContent":["const key = 1;"]}',
    [`${SCRIPT}.map.br`]: 'x',
    'mf-manifest.json': '{}',
    'mf-manifest-stats.json': '{"metaData":{}}',
  });
});
after(() => site.close());

test('GET <chunk>.js.map is 404 while the chunk itself is served', async () => {
  const script = await fetch(`${site.base}/${SCRIPT}`);
  assert.equal(script.status, 200);
  for (const pathname of [`/${SCRIPT}.map`, `/${SCRIPT.toUpperCase()}.MAP`, `/${SCRIPT}.map.br`, `/${SCRIPT}.map/`, `/%6Dain.0a1b2c3d.js.%6Dap`]) {
    const response = await fetch(`${site.base}${pathname}`);
    assert.equal(response.status, 404, pathname);
    assert.doesNotMatch(await response.text(), /sourcesContent/, pathname);
  }
});

test('the federation manifest is served, its stats file is not', async () => {
  assert.equal((await fetch(`${site.base}/mf-manifest.json`)).status, 200);
  assert.equal((await fetch(`${site.base}/mf-manifest-stats.json`)).status, 404);
  assert.equal(isNeverServed('dist/mf-manifest-stats.json.gz'), true);
  assert.equal(isNeverServed('/assets/font.woff2'), false);
});
