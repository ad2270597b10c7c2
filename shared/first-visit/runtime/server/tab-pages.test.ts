// composeTabPages: the files a static host serves for tab routes are the Node layer's answers, byte for byte.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_ANSWERS_SCRIPT } from '../../page-contract/inline-scripts';
import { composeTabPages, firstVisitResponse, TAB_HINTS_MARKER, REMOTE_SCREEN_MARKER, tabPageFile, type RemoteReads } from './index';
import { NO_CHUNKS } from './remote-build-reads';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tab-pages-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'index.html'), `<html><head>${TAB_HINTS_MARKER}</head><body><div id="root"></div></body></html>`);
fs.mkdirSync(path.join(dir, 'tab-frames'));
fs.writeFileSync(path.join(dir, 'tab-frames', 'home.html'), `<html><head>${TAB_HINTS_MARKER}</head><body><div id="root" data-hydrate="">${REMOTE_SCREEN_MARKER}</div></body></html>`);

const NOW = Date.parse('2026-11-25T00:00:00Z');
const config = {
  apiBaseUrl: 'https://api.example',
  remotes: { home: 'https://cdn.example/mfe-home/r1/mf-manifest.json', feed: 'https://cdn.example/mfe-feed/r1/mf-manifest.json', mypage: 'https://cdn.example/mfe-mypage/r1/mf-manifest.json' },
};
const home: RemoteReads = {
  requests: { '/': ['/api/home', '/api/home/completedbucket'] },
  screens: { '/': { html: '<main>home</main>', styleTags: '<style>.home{}</style>', validUntil: Date.parse('2026-12-31T15:00:00Z') } },
  chunks: { screen: ['https://cdn.example/mfe-home/r1/routes.1.js'], later: [] },
};
const feed: RemoteReads = { requests: { '/': ['/api/feed'], '/friends': ['/api/friends'] }, screens: {}, chunks: NO_CHUNKS };
const reads = new Map([
  [config.remotes.home, home],
  [config.remotes.feed, feed],
]);

describe('composeTabPages', () => {
  it("writes each route a remote names, as the Node layer answers that URL; a remote not read gets none", () => {
    const pages = composeTabPages({ root: dir, config, reads, now: NOW });
    expect(pages.map((page) => page.file)).toEqual(['tab-pages/feed.html', 'tab-pages/feed/friends.html', 'tab-pages/home.html']);
    const hints = { read: (url: string) => reads.get(url) ?? { requests: {}, screens: {}, chunks: NO_CHUNKS }, warm: async () => [] };
    for (const [pathname, page] of [['/feed', pages[0]], ['/feed/friends', pages[1]], ['/home', pages[2]]] as const) {
      expect(page?.html).toBe(firstVisitResponse({ root: dir, pathname, config, policy: () => '', remoteHints: hints, now: NOW }).html);
    }
    expect(pages[2]?.html).toContain('<div id="root" data-hydrate=""><main>home</main></div>');
    expect(pages[2]?.html, "a static host's page names the screen's chunks too").toContain('<meta name="momentum-screen-chunks" content="https://cdn.example/mfe-home/r1/routes.1.js" />');
    expect(pages[2]?.html).toContain(`<meta name="momentum-first-requests" content="/api/home /api/home/completedbucket" data-api-base="https://api.example" /><script>${FIRST_ANSWERS_SCRIPT}</script>`);
    expect(pages[1]?.html).toBe(`<html><head><meta name="momentum-first-requests" content="/api/friends" data-api-base="https://api.example" /><script>${FIRST_ANSWERS_SCRIPT}</script></head><body><div id="root"></div></body></html>`);
  });

  it('leaves out a screen already out of date: the route gets index.html with its GETs', () => {
    const [page] = composeTabPages({ root: dir, config: { ...config, remotes: { home: config.remotes.home } }, reads, now: Date.parse('2027-01-01T00:00:00Z') });
    expect(page?.file).toBe('tab-pages/home.html');
    expect(page?.html).not.toContain('<main>home</main>');
    expect(page?.html).toContain('<div id="root"></div>');
    expect(page?.html).toContain('content="/api/home /api/home/completedbucket"');
  });

  it('names files after the URL path', () => {
    expect(tabPageFile('/home')).toBe('tab-pages/home.html');
    expect(tabPageFile('/feed/friends/')).toBe('tab-pages/feed/friends.html');
  });
});
