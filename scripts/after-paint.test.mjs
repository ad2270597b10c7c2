/* global fetch -- Node 20 global */
// The after-paint loader (ADR 0010): what the CSP allows where the build put it, and when it moves a
// prerendered page's scripts into the page (run here against a stub window: when is the point).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { startStaticSite } from './test-support/static-site.mjs';
import { AFTER_PAINT_LOADER, AFTER_PAINT_TEMPLATE_ID } from './lib/after-paint.mjs';
import { cspHash } from './lib/security-headers.mjs';

const TEMPLATE = `<template id="${AFTER_PAINT_TEMPLATE_ID}"><script defer src="/main.1.js"></script></template>`;
// As the shell's build writes it (shell/prerender/scripts-after-paint.ts): the loader after the template.
const PAGE = `<!doctype html><html><head><style>b{}</style>${TEMPLATE}<script>${AFTER_PAINT_LOADER}</script><link rel="preload" as="font" href="/f.woff2"></head><body><div id="root"><p>x</p></div></body></html>`;

/** The loader in a stub window; `paintTiming`: whether PerformanceObserver knows 'paint'. */
function runLoader({ visibility = 'visible', paintTiming = true, withTemplate = true } = {}) {
  const appended = [];
  const timers = [];
  const frames = [];
  const listeners = {};
  const observers = [];
  const document = {
    visibilityState: visibility,
    head: { appendChild: (node) => appended.push(node) },
    getElementById: (id) => (withTemplate && id === AFTER_PAINT_TEMPLATE_ID ? { content: 'the template content' } : null),
    importNode: (content, deep) => ({ imported: content, deep }),
    addEventListener: (type, listener) => (listeners[type] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback) {
      this.callback = callback;
      this.disconnected = false;
      observers.push(this);
    }
    observe(options) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const window = {
    document,
    PerformanceObserver,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn) => frames.push(fn),
  };
  window.window = window;
  vm.runInNewContext(AFTER_PAINT_LOADER, window);
  const paint = (name) => {
    for (const observer of observers) observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observer);
  };
  return { appended, timers, frames, listeners, observers, document, paint };
}

describe('the loader', () => {
  test('moves the template into <head> once the first contentful paint is reported, not before, and once', () => {
    const run = runLoader();
    assert.deepEqual({ ...run.observers[0].options }, { type: 'paint', buffered: true });
    run.paint('first-paint');
    assert.equal(run.appended.length, 0, 'a paint without content is not the one');
    run.paint('first-contentful-paint');
    assert.deepEqual(run.appended, [{ imported: 'the template content', deep: true }]);
    assert.equal(run.observers[0].disconnected, true);
    run.timers.find((t) => t.ms === 3000).fn();
    assert.equal(run.appended.length, 1, 'the time limit does not add the scripts twice');
  });

  test('goes ahead after 3 s when no paint is reported', () => {
    const run = runLoader();
    assert.equal(run.appended.length, 0);
    run.timers.find((t) => t.ms === 3000).fn();
    assert.equal(run.appended.length, 1);
  });

  test('goes ahead at once in a hidden tab, and when the tab is hidden before its paint', () => {
    assert.equal(runLoader({ visibility: 'hidden' }).appended.length, 1);
    const run = runLoader();
    run.document.visibilityState = 'hidden';
    run.listeners.visibilitychange();
    assert.equal(run.appended.length, 1);
  });

  test('without paint timing: in a task queued from the next animation frame (after its paint)', () => {
    const run = runLoader({ paintTiming: false });
    assert.equal(run.observers.length, 0);
    assert.equal(run.frames.length, 1);
    run.frames[0]();
    assert.equal(run.appended.length, 0);
    run.timers.find((t) => t.ms === 0).fn();
    assert.equal(run.appended.length, 1);
  });

  test('does nothing on a page without the template', () => {
    const run = runLoader({ withTemplate: false });
    assert.equal(run.timers.length + run.frames.length + run.observers.length + run.appended.length, 0);
  });
});

describe('the server', () => {
  const INDEX = '<!doctype html><html><head><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';
  let site;
  before(async () => {
    site = await startStaticSite({ 'index.html': INDEX, 'login.html': PAGE }, { config: true, env: {} });
  });
  after(() => site.close());

  /** script-src's keywords and hashes (its origins are the configured remotes, not the point here). */
  const scriptSrc = (response) =>
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
