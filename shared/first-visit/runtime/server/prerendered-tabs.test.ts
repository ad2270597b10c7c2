// A tab's page with the remote's prerendered screen in the shell's frame (ADR 0009): what the Node
// layer accepts from a remote and when it composes (the page a phone then gets, with its policy, is
// the static server's test: shared/static-host/test/serve-static-prerendered-tabs.test.ts).
import { afterAll as after, beforeAll as before, describe, test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_SCREEN_MARKER, TAB_HINTS_MARKER } from '../../page-contract/page-files';
import { prerenderedTabPage, screensFromFile } from './prerendered-tabs';
import { AFTER_PAINT_TEMPLATE_ID } from '../../page-contract/page-marks';
import { SIGNED_OUT_GATE } from '../../page-contract/inline-scripts';

const LATER = '2999-01-01T00:00:00.000Z';
const SCREEN = { html: '<main><h1>로딩 중...</h1></main>', styleTags: '<style data-styled="true">.a{color:red}</style>', validUntil: LATER };
// Shaped like the build's frame: its scripts and the hints marker in the head, as index.html has them
// (a tab's scripts are not held until the paint, ADR 0014).
const FRAME = `<!doctype html><html><head><script defer src="/main.1.js"></script>${TAB_HINTS_MARKER}</head><body><div id="root" data-hydrate=""><div><!--$-->${REMOTE_SCREEN_MARKER}<!--/$--></div><nav></nav></div></body></html>`;

describe('screensFromFile', () => {
  test('keeps well-formed screens, with their time as a number', () => {
    assert.deepEqual(screensFromFile({ '/': SCREEN }), { '/': { ...SCREEN, validUntil: Date.parse(LATER), tapFrames: {} } });
  });

  test("keeps a screen's tap frames of markup under a lowercase name, and drops the others alone", () => {
    const tapFrames = {
      list: '<div role="presentation"><div role="dialog" aria-modal="true">알림</div></div>',
      'Bad Name': '<div></div>',
      script: '<div><script>alert(1)</script></div>',
      handler: '<div><img src=x onerror=alert(1)></div>',
      nested: `<div><template id="${AFTER_PAINT_TEMPLATE_ID}"></template></div>`,
      text: 'text',
    };
    assert.deepEqual(screensFromFile({ '/': { ...SCREEN, tapFrames } })['/']?.tapFrames, { list: tapFrames.list });
    assert.deepEqual(screensFromFile({ '/': { ...SCREEN, tapFrames: ['<div></div>'] } })['/']?.tapFrames, {});
  });

  test('drops anything that is not markup and styles, or not a screen', () => {
    const bad = {
      '/script': { ...SCREEN, html: '<main><script>alert(1)</script></main>' },
      '/handler': { ...SCREEN, html: '<main><img src=x onerror=alert(1)></main>' },
      '/javascript-url': { ...SCREEN, html: '<main><a href="javascript:alert(1)">x</a></main>' },
      '/style-attribute': { ...SCREEN, html: '<main style="color:red"></main>' },
      '/link': { ...SCREEN, html: '<main><link rel="stylesheet" href="//x"></main>' },
      '/template': { ...SCREEN, html: `<main><template id="${AFTER_PAINT_TEMPLATE_ID}"><img src="/x"></template></main>` },
      '/styles-with-markup': { ...SCREEN, styleTags: '<style></style><img src=x>' },
      '/text-first': { ...SCREEN, html: 'text<main></main>' },
      '/marker': { ...SCREEN, html: `<main>${REMOTE_SCREEN_MARKER}</main>` },
      '/no-time': { ...SCREEN, validUntil: 'soon' },
      'no-slash': SCREEN,
      '/../x': SCREEN,
      '/not-an-object': 'x',
    };
    assert.deepEqual(screensFromFile(bad), {});
    assert.deepEqual(screensFromFile(null), {});
    assert.deepEqual(screensFromFile([SCREEN]), {});
  });
});

describe('prerenderedTabPage', () => {
  let dir: string;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-tabs-'));
    fs.mkdirSync(path.join(dir, 'tab-frames'));
    fs.writeFileSync(path.join(dir, 'tab-frames', 'home.html'), FRAME);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const screens = screensFromFile({ '/': { ...SCREEN, html: '<main>$& $1</main>' } });
  const home = { key: 'home', route: '/' };

  test("puts the screen into the frame's slot and its styles into the head, character for character", () => {
    const page = prerenderedTabPage(dir, home, screens)!;
    assert.ok(page?.includes('<!--$--><main>$& $1</main><!--/$-->'), page ?? 'null');
    assert.ok(page.includes(`${SCREEN.styleTags}</head>`));
    assert.ok(!page.includes(REMOTE_SCREEN_MARKER));
  });

  test("puts each tap frame in a template after #root, where React does not hydrate, before the body's end", () => {
    const withFrame = screensFromFile({ '/': { ...SCREEN, tapFrames: { list: '<div role="dialog">$&</div>' } } });
    const page = prerenderedTabPage(dir, home, withFrame)!;
    assert.ok(page.endsWith('<nav></nav></div><template data-tap-frame="list"><div role="dialog">$&</div></template></body></html>'), page);
  });

  test('sends a visitor without a token to /login before anything paints: the first thing in the head', () => {
    const page = prerenderedTabPage(dir, home, screens);
    assert.ok(page?.startsWith(`<!doctype html><html><head><script>${SIGNED_OUT_GATE}</script>`), page ?? 'null');
    assert.match(SIGNED_OUT_GATE, /localStorage\.getItem\("accessToken"\)/);
    assert.match(SIGNED_OUT_GATE, /location\.replace\("\/login"\)/);
  });

  test('gives null, so the plain page is served, whenever it cannot be right', () => {
    assert.equal(prerenderedTabPage(dir, { key: 'home', route: '/x' }, screens), null, 'a route the remote does not prerender');
    assert.equal(prerenderedTabPage(dir, { key: 'feed', route: '/' }, {}), null, 'no screens read for the tab');
    assert.equal(prerenderedTabPage(dir, home, screens, Date.parse(LATER)), null, 'out of date');
    assert.equal(prerenderedTabPage(dir, { key: 'login', route: '/' }, screens), null, 'no frame for it');
    assert.equal(prerenderedTabPage(dir, { key: 'home', route: 'constructor' }, screens), null, 'only the file\'s own routes');
  });
});
