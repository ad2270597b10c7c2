import { test } from 'vitest';
import assert from 'node:assert/strict';
import { FIRST_ANSWERS_SCRIPT } from '../../page-contract/inline-scripts';
import { TAB_HINTS_MARKER } from '../../page-contract/page-files';
import { addTabPageHints, tabOf, type PageConfig } from './page-hints';

const page = `<head>${TAB_HINTS_MARKER}</head>`;
const config = { apiBaseUrl: 'https://api.example', remotes: { home: 'https://cdn.example/home/2026/mf-manifest.json', feed: 'http://localhost:3003/mf-manifest.json' } };
const read = () => ({ requests: { '/': ['/api/home', '/api/home/completedbucket'], '/friends': ['/api/friends'] } });

const starter = `<script>${FIRST_ANSWERS_SCRIPT}</script>`;

test("names the tab's first GETs, with the script that starts them, and nothing else: no preload, no preconnect (ADR 0014)", () => {
  assert.equal(addTabPageHints(page, config, '/home', read), `<head><meta name="momentum-first-requests" content="/api/home /api/home/completedbucket" data-api-base="https://api.example" />${starter}</head>`);
  assert.equal(addTabPageHints(page, config, '/feed/friends', read), `<head><meta name="momentum-first-requests" content="/api/friends" data-api-base="https://api.example" />${starter}</head>`);
  assert.equal(addTabPageHints(page, config, '/home'), '<head></head>', 'nothing read yet: no hint');
});

test("names the screen's chunks for the shell to ask for after its own code (ADR 0024), before the first GETs", () => {
  const chunks = { screen: ['https://cdn.example/home/2026/routes.1.js'], later: ['https://cdn.example/home/2026/later.2.js'] };
  const withChunks = () => ({ ...read(), chunks });
  assert.equal(
    addTabPageHints(page, config, '/home', withChunks),
    `<head><meta name="momentum-screen-chunks" content="${chunks.screen[0]}" data-later="${chunks.later[0]}" /><meta name="momentum-first-requests" content="/api/home /api/home/completedbucket" data-api-base="https://api.example" />${starter}</head>`,
  );
  assert.equal(addTabPageHints(page, config, '/home/other', () => ({ requests: {}, chunks: { screen: chunks.screen, later: [] } })), `<head><meta name="momentum-screen-chunks" content="${chunks.screen[0]}" /></head>`, 'a route without first GETs');
  assert.equal(addTabPageHints(page, config, '/home', () => ({ requests: {}, chunks: { screen: ['javascript:alert(1)'], later: chunks.later } })), '<head></head>', 'nothing but web URLs');
});

test('no hint off a tab, for an unknown or prototype key, or with a broken config; the marker goes', () => {
  const cases: [string, PageConfig | null][] = [['/login', config], ['/', config], ['/homework', config], ['/constructor', config], ['/home', null], ['/home', { apiBaseUrl: 'https://api.example', remotes: { home: 'javascript:alert(1)' } }], ['/home', { apiBaseUrl: 'https://api.example', remotes: { home: 'not a url' } }]];
  for (const [path, cfg] of cases) {
    assert.equal(addTabPageHints(page, cfg, path, read), '<head></head>', `${path}`);
  }
});

test('a page without the marker (a remote standalone page) is left alone', () => {
  assert.equal(addTabPageHints('<head></head>', config, '/home', read), '<head></head>');
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
