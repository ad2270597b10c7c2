// The after-paint loader (ADR 0010) as the Node layer serves it: what the CSP allows where the build
// put it (when the loader runs is @momentum/first-visit's own test, runtime/inline-scripts).
import { afterAll as after, beforeAll as before, describe, test } from 'vitest';
import assert from 'node:assert/strict';
import { startStaticSite, type StaticSite } from './support/static-site.js';
import { AFTER_PAINT_LOADER, AFTER_PAINT_TEMPLATE_ID } from '@momentum/first-visit/server';
import { cspHash } from '../src/security-headers.js';

const TEMPLATE = `<template id="${AFTER_PAINT_TEMPLATE_ID}"><script defer src="/main.1.js"></script></template>`;
// As the shell's build writes it (@momentum/first-visit's build/scripts-after-paint.ts): the loader after the template.
const PAGE = `<!doctype html><html><head><style>b{}</style>${TEMPLATE}<script>${AFTER_PAINT_LOADER}</script><link rel="preload" as="font" href="/f.woff2"></head><body><div id="root"><p>x</p></div></body></html>`;

describe('the server', () => {
  const INDEX = '<!doctype html><html><head><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';
  let site: StaticSite;
  before(async () => {
    site = await startStaticSite({ 'index.html': INDEX, 'login.html': PAGE }, { config: true, env: {} });
  });
  after(() => site.close());

  /** script-src's keywords and hashes (its origins are the configured remotes, not the point here). */
  const scriptSrc = (response: Response) =>
    /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1].split(' ').filter((source) => source.startsWith("'"));

  test('serves a prerendered page as built, its loader allowed by its hash alone', async () => {
    const response = await fetch(`${site.base}/login`);
    assert.equal(await response.text(), PAGE);
    assert.deepEqual(scriptSrc(response), ["'self'", cspHash(AFTER_PAINT_LOADER)]);
  });

  test('allows no other inline script, even one a page happened to hold', async () => {
    const other = await startStaticSite({ 'index.html': INDEX, 'login.html': PAGE.replace('</head>', '<script>alert(1)</script></head>') }, { config: true, env: {} });
    try {
      assert.deepEqual(scriptSrc(await fetch(`${other.base}/login`)), ["'self'", cspHash(AFTER_PAINT_LOADER)]);
    } finally {
      other.close();
    }
  });

  test('serves index.html without it, and a CSP without any inline script', async () => {
    const response = await fetch(`${site.base}/somewhere`);
    assert.ok(!(await response.text()).includes('<script>'));
    assert.deepEqual(scriptSrc(response), ["'self'"]);
  });
});
