// A remote that is slow (10 s) or serves a broken chunk: only its own area waits or shows the Korean
// fallback; the tab bar and the other tabs keep working, and retry works once the remote recovers.
// The feed remote is served through a fault proxy (fixtures/fault-proxy.ts) in front of the stack's own.
import { startFaultProxy, type Fault, type FaultProxy } from '../fixtures/fault-proxy';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { extraPort, stackUrls } from '@momentum/stack/stack-config';
import { expect, seedSession, test } from '../fixtures/test';
import { TabBar } from '@momentum/stack/tab-bar';
import type { Page } from '@playwright/test';

/** The shell's REMOTE_LOAD_TIMEOUT_MS (shell/src/remotes/remote-loader.ts). */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;
const SLOW_MS = 10_000;
/** Past the bound on its own, for the entry and for each chunk after it. */
const STUCK_MS = REMOTE_LOAD_TIMEOUT_MS + 4_000;

let proxy: FaultProxy;
let shell: ExtraShell;

test.beforeAll(async () => {
  proxy = await startFaultProxy(extraPort(8), stackUrls.feed);
  shell = await startExtraShell(extraPort(7), { feed: `${proxy.url}/mf-manifest.json` });
});

test.afterAll(async () => {
  await shell?.stop();
  await proxy?.close();
});

/**
 * The feed's area says it is loading: the shell's skeleton, or, when the page came with the feed's
 * prerendered screen (the shell's server read it from the proxy before the fault), that loading screen.
 */
const feedLoading = (page: Page) => page.getByTestId('remote-skeleton').or(page.getByTestId('feed-loading'));
/** What only the feed's code renders: a new account's empty friend list. */
const feedRendered = (page: Page) => page.getByText('친구를 추가하고 성취를 공유해 보세요!');

test.beforeEach(async ({ page, account }) => {
  proxy.setFault({ kind: 'none' });
  await seedSession(page.context(), account, shell.url);
});

test('a remote whose entry takes 10 s shows its area loading meanwhile, other tabs work, then the screen', async ({ page }) => {
  test.setTimeout(60_000);
  proxy.setFault({ kind: 'delay', ms: SLOW_MS, match: /^\/remoteEntry\.js$/ });
  const tabs = new TabBar(page);
  const started = Date.now();
  // Not until `load`: the shell starts the feed's entry before the async boundary, so a slow entry
  // holds the page's load event, and the skeleton shown meanwhile is what this test is about.
  await page.goto(`${shell.url}/feed`, { waitUntil: 'domcontentloaded' });
  await expect(feedLoading(page)).toBeVisible();
  await expect(tabs.nav).toBeVisible();

  // While the feed is still on its way, the other tabs answer at once.
  await tabs.open('home');
  await expect(tabs.heading('home')).toBeVisible();
  await tabs.open('feed');
  await expect(feedRendered(page)).toBeVisible({ timeout: SLOW_MS + 5000 });
  expect(Date.now() - started, 'the feed really waited for its slow entry').toBeGreaterThanOrEqual(SLOW_MS - 500);
  await expect(page.getByTestId('remote-error-feed')).toHaveCount(0);
});

test('a remote 19 s slow on every file gets the fallback after the bound, and retry works once it is fast', async ({ page, account }) => {
  test.setTimeout(90_000);
  // Manifest, entry and chunks each 19 s: past what a phone user should wait, even fetched side by side.
  proxy.setFault({ kind: 'delay', ms: STUCK_MS, match: /./ });
  const tabs = new TabBar(page);
  // Not until `load`: the shell starts the feed's entry before the async boundary, so a slow entry
  // holds the page's load event, and the skeleton shown meanwhile is what this test is about.
  await page.goto(`${shell.url}/feed`, { waitUntil: 'domcontentloaded' });
  const started = Date.now();
  await expect(feedLoading(page)).toBeVisible();
  const fallback = page.getByTestId('remote-error-feed');
  await expect(fallback.getByText('화면을 불러오지 못했습니다.')).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(REMOTE_LOAD_TIMEOUT_MS - 2000);
  await tabs.expectActive('feed');

  await tabs.open('mypage');
  await expect(page.getByTestId('profile-card').getByText(account.nickname, { exact: true })).toBeVisible();

  proxy.setFault({ kind: 'none' });
  await tabs.open('feed');
  await page.getByTestId('remote-error-feed').getByRole('button', { name: '다시 시도' }).click();
  await expect(tabs.heading('feed')).toBeVisible({ timeout: SLOW_MS + 5000 });
  await expect(page.getByTestId('remote-error-feed')).toHaveCount(0);
});

/**
 * Every file of the feed except its entry: its routes and its own copies of shared modules alike. The
 * shell provides every stateful singleton itself and nothing stateless is shared (ADR 0006), so even a
 * feed whose every chunk is broken cannot hand a broken module to another tab.
 */
const CHUNKS = /^\/(?!remoteEntry\.js$)[^/]+\.js$/;

const brokenChunks: { name: string; kind: Exclude<Fault['kind'], 'none' | 'delay'> }[] = [
  { name: 'answered 500', kind: 'status-500' },
  { name: 'cut off half-way', kind: 'truncated' },
  { name: 'not JavaScript', kind: 'syntax-error' },
];

for (const { name, kind } of brokenChunks) {
  test(`a remote whose route chunks are ${name} shows the fallback only in its area; retry works once fixed`, async ({ page }) => {
    proxy.setFault({ kind, match: CHUNKS });
    const before = proxy.requested.length;
    const tabs = new TabBar(page);
    await page.goto(`${shell.url}/feed`);
    const fallback = page.getByTestId('remote-error-feed');
    await expect(fallback.getByText('화면을 불러오지 못했습니다.')).toBeVisible();
    // The entry loaded; it was a chunk that broke.
    const requested = proxy.requested.slice(before);
    expect(requested).toContain('/remoteEntry.js');
    expect(requested.some((path) => CHUNKS.test(path))).toBe(true);

    await tabs.open('moment');
    await expect(tabs.heading('moment')).toBeVisible();
    await tabs.open('home');
    await expect(tabs.heading('home')).toBeVisible();

    proxy.setFault({ kind: 'none' });
    await tabs.open('feed');
    await page.getByTestId('remote-error-feed').getByRole('button', { name: '다시 시도' }).click();
    await expect(tabs.heading('feed')).toBeVisible();
    await expect(page.getByTestId('remote-error-feed')).toHaveCount(0);
  });
}
