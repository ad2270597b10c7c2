import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addTabPageHints, REMOTE_ENTRY_MARKER, tabOf } from './lib/page-hints.mjs';

const page = `<head>${REMOTE_ENTRY_MARKER}</head>`;
const config = { apiBaseUrl: 'https://api.example', remotes: { home: 'https://cdn.example/home/2026/mf-manifest.json', feed: 'http://localhost:3003/mf-manifest.json' } };
const preconnect = '<link rel="preconnect" href="https://api.example" crossorigin /><link rel="preconnect" href="https://api.example" />';

test("preloads the tab's remote entry, beside its configured manifest", () => {
  assert.equal(addTabPageHints(page, config, '/home'), `<head><link rel="preload" as="script" href="https://cdn.example/home/2026/remoteEntry.js" />${preconnect}</head>`);
  assert.match(addTabPageHints(page, config, '/feed/friends'), /href="http:\/\/localhost:3003\/remoteEntry\.js"/);
});

test('no hint off a tab, for an unknown or prototype key, or with a broken config; the marker goes', () => {
  for (const [path, cfg] of [['/login', config], ['/', config], ['/homework', config], ['/constructor', config], ['/home', null], ['/home', { apiBaseUrl: 'https://api.example', remotes: { home: 'javascript:alert(1)' } }], ['/home', { apiBaseUrl: 'https://api.example', remotes: { home: 'not a url' } }]]) {
    assert.equal(addTabPageHints(page, cfg, path), '<head></head>', `${path}`);
  }
});

test('a page without the marker (a remote standalone page) is left alone', () => {
  assert.equal(addTabPageHints('<head></head>', config, '/home'), '<head></head>');
});

test('tabOf: the configured tab a path is under, its manifest and the route inside it', () => {
  assert.deepEqual(tabOf('/home', config), { key: 'home', manifest: config.remotes.home, route: '/' });
  assert.deepEqual(tabOf('/home/', config), { key: 'home', manifest: config.remotes.home, route: '/' });
  assert.deepEqual(tabOf('/feed/a/b', config), { key: 'feed', manifest: config.remotes.feed, route: '/a/b' });
  assert.equal(tabOf('/homework', config), null);
  assert.equal(tabOf('/login', config), null);
  assert.equal(tabOf('/constructor', config), null);
  assert.equal(tabOf('/home', null), null);
});
