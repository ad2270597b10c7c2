// firstVisitResponse: which page a first visit gets and the hashes its policy is computed from.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_ANSWERS_SCRIPT } from '../../page-contract/inline-scripts';
import { cspHash, firstVisitResponse, TAB_HINTS_MARKER, REMOTE_SCREEN_MARKER, SIGNED_OUT_GATE, type PageHashes, type RemoteHintCache } from './index';
import { NO_CHUNKS } from './remote-build-reads';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-visit-response-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'index.html'), `<html><head>${TAB_HINTS_MARKER}</head><body><div id="root"></div></body></html>`);
fs.writeFileSync(path.join(dir, 'login.html'), '<html><head><style>.login{}</style></head><body><div id="root">login</div></body></html>');
fs.mkdirSync(path.join(dir, 'tab-frames'));
fs.writeFileSync(path.join(dir, 'tab-frames', 'home.html'), `<html><head>${TAB_HINTS_MARKER}</head><body><div id="root" data-hydrate="">${REMOTE_SCREEN_MARKER}</div></body></html>`);

const config = { apiBaseUrl: 'https://api.example', remotes: { home: 'https://cdn.example/home/mf-manifest.json' } };
const hints: RemoteHintCache = {
  read: () => ({ requests: { '/': ['/api/home'] }, screens: { '/': { html: '<main>home</main>', styleTags: '<style>.home{}</style>', validUntil: Date.now() + 60_000 } }, chunks: NO_CHUNKS }),
  warm: async () => [],
};
/** A policy that shows what it was given. */
const policy = (_config: unknown, hashes: PageHashes) => JSON.stringify(hashes);

describe('firstVisitResponse', () => {
  it("answers a tab with its frame and the remote's screen, the GETs named, the policy from the page as sent", () => {
    const { html, csp } = firstVisitResponse({ root: dir, pathname: '/home', config, policy, remoteHints: hints });
    expect(html).toContain('<div id="root" data-hydrate=""><main>home</main></div>');
    expect(html).toContain('<meta name="momentum-first-requests" content="/api/home" data-api-base="https://api.example" />');
    expect(JSON.parse(csp)).toEqual({ scriptHashes: [cspHash(SIGNED_OUT_GATE), cspHash(FIRST_ANSWERS_SCRIPT)], styleHashes: [cspHash('.home{}')] });
  });

  it('answers /login with the prerendered page and any other route with index.html', () => {
    const login = firstVisitResponse({ root: dir, pathname: '/login', config, policy, remoteHints: hints });
    expect(login.html).toContain('<div id="root">login</div>');
    expect(JSON.parse(login.csp)).toEqual({ scriptHashes: [], styleHashes: [cspHash('.login{}')] });
    expect(firstVisitResponse({ root: dir, pathname: '/feed', config, policy, remoteHints: hints }).html).toContain('<div id="root"></div>');
  });

  it('without a hint cache (no config to read remotes from) serves the plain page, the marker gone', () => {
    const { html } = firstVisitResponse({ root: dir, pathname: '/home', config, policy });
    expect(html).toBe('<html><head></head><body><div id="root"></div></body></html>');
  });

  it('answers a named HTML file with that file, hinted like any page', () => {
    const { html } = firstVisitResponse({ root: dir, pathname: '/home', config, policy, remoteHints: hints, page: `<head>${TAB_HINTS_MARKER}</head>` });
    expect(html).toBe(`<head><meta name="momentum-first-requests" content="/api/home" data-api-base="https://api.example" /><script>${FIRST_ANSWERS_SCRIPT}</script></head>`);
  });
});
