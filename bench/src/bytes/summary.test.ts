// The figures the benchmark prints come from these two functions: check them on a hand-made visit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageOf } from './chunk-contents';
import type { RecordedRequest } from './recorder';
import { summarize } from './summary';

const API = 'http://localhost:4200';
let clock = 0;
function req(url: string, kind: RecordedRequest['kind'], bytes: number, initiatorUrl: string | null, preflight = false): RecordedRequest {
  clock += 10;
  return { id: String(clock), url, kind, sentAt: clock, bytes, encoding: 'br', status: 200, initiatorUrl, preflight, failed: false };
}

const shell = 'http://localhost:3200';
const home = 'http://localhost:3201';
const visit = [
  req(`${shell}/home`, 'other', 1000, null),
  req(`${shell}/main.js`, 'js', 30_000, `${shell}/home`),
  req(`${shell}/font.woff2`, 'font', 8000, `${shell}/home`),
  req(`${shell}/app-config.json`, 'other', 500, `${shell}/main.js`),
  // The runtime in main.js fetches the manifest, but only once the config named it.
  req(`${home}/mf-manifest.json`, 'other', 700, `${shell}/main.js`),
  req(`${home}/remoteEntry.js`, 'js', 31_000, `${shell}/main.js`),
  req(`${home}/chunk.js`, 'js', 4000, `${home}/remoteEntry.js`),
  req(`${API}/api/home`, 'other', 900, `${home}/chunk.js`),
  req(`${API}/api/home`, 'other', 300, `${API}/api/home`, true),
];

test('bytes and counts per kind, font before the first paint', () => {
  const summary = summarize('home', visit, 35, API);
  assert.deepEqual(summary.totals.js, { bytes: 65_000, count: 3 });
  assert.deepEqual(summary.totals.font, { bytes: 8000, count: 1 });
  assert.equal(summary.all.count, 9);
  assert.equal(summary.fontBeforePaint, 8000);
  assert.equal(summarize('home', visit, 5, API).fontBeforePaint, 0);
  assert.deepEqual(summary.federationFiles, [':3201/mf-manifest.json', ':3201/remoteEntry.js']);
});

test('the chain follows config → manifest → entry, and leaves preflights and the API out of the code chain', () => {
  const summary = summarize('home', visit, null, API);
  assert.deepEqual(summary.codeChain, [':3200/home', ':3200/main.js', ':3200/app-config.json', ':3201/mf-manifest.json', ':3201/remoteEntry.js', ':3201/chunk.js']);
  assert.equal(summary.chain.length, 7);
  assert.equal(summary.chain.at(-1), ':4200/api/home');
  assert.equal(summary.preflights, 1);
});

test('source-map paths name their package', () => {
  assert.equal(packageOf('webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js'), 'react-dom');
  assert.equal(packageOf('webpack://shell/../node_modules/.pnpm/x/node_modules/@tanstack/query-core/build/y.js'), '@tanstack/query-core');
  assert.equal(packageOf('webpack://mfe_home/../shared/ui/src/button.tsx'), 'shared/ui');
  assert.equal(packageOf('webpack://mfe_home/./src/home-page.tsx'), '(app src)');
});

test('the size guard names every budget a visit is over, and none when all hold', async () => {
  const { overBudget } = await import('./report');
  const visitOf = (name: string, jsBytes: number) =>
    summarize(name, [req(`${shell}/x`, 'other', 1000, null), req(`${shell}/main.js`, 'js', jsBytes, `${shell}/x`)], clock + 100, API);
  const light = [visitOf('first visit /login', 150_000), visitOf('signed-in /home', 140_000), visitOf('idle preload', 50_000)];
  assert.deepEqual(overBudget(light), []);
  const heavy = [visitOf('first visit /login', 150_000), visitOf('signed-in /home', 149_000), visitOf('idle preload', 50_000)];
  assert.deepEqual(overBudget(heavy), ['signed-in /home, compressed JS']);
});
