// The shell's service worker: a repeat visit takes its code from the device, the app opens without a
// connection, and a new release is offered ('새 버전이 있어요') and applied on a tap.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, seedSession, test } from '../fixtures/test';
import { startExtraShell } from '../fixtures/extra-shell';
import { extraPort } from '@momentum/stack/stack-config';
import { CODE_CACHE, answersKept, cachedCount, checkForNewWorker, waitForControllingWorker } from '../fixtures/service-worker';
import { screenAuditor } from '../fixtures/screen-audit';
import { TabBar } from '@momentum/stack/tab-bar';
import { createBucket } from '@momentum/stack/home-seed';

const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';

test.use({ serviceWorkers: 'allow' });

const HASHED_CODE = /\.[0-9a-f]{8}\.(js|woff2)$/;

/** Home's later parts (the bell's list, the 보호권), which its screen asks for 3 s after it shows. */
const HOME_LATER = /\/home-later\.[0-9a-f]{8}\.js$/;

test('a repeat visit asks the network for no code: the worker has it', async ({ signedInPage: page }) => {
  const tabs = new TabBar(page);
  const laterParts = page.waitForResponse((response) => HOME_LATER.test(new URL(response.url()).pathname));
  await page.goto('/home');
  await expect(tabs.homeStreak()).toBeVisible();
  await waitForControllingWorker(page);
  // The first visit's own later request, if it came while the reload below is under way, would be counted
  // as the repeat visit's: wait for it (on a busy machine the worker's start can take those 3 s).
  await laterParts;
  // What the first visit loaded before the worker controlled it goes into its caches (remote code too).
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);

  const fromNetwork: string[] = [];
  const viaWorker: string[] = [];
  const seen = (request: Request) => {
    if (!HASHED_CODE.test(new URL(request.url()).pathname)) return;
    // A request the worker itself sends is one that reached for the network (or the HTTP cache).
    if (request.serviceWorker()) fromNetwork.push(request.url());
  };
  page.context().on('request', seen);
  page.on('response', (response) => {
    if (HASHED_CODE.test(new URL(response.url()).pathname) && response.fromServiceWorker()) viaWorker.push(response.url());
  });
  await page.reload();
  await expect(tabs.homeStreak()).toBeVisible();
  page.context().off('request', seen);

  expect(viaWorker.length, 'code files answered by the worker').toBeGreaterThan(3);
  expect(fromNetwork, 'code files the worker fetched').toEqual([]);
});

/**
 * Holds the worker's install on one of its own downloads until the page sends a request `awaited`
 * matches, and holds that request until `release()`: what happens between the two is made to happen.
 */
async function holdInstallUntil(page: Page, awaited: (request: Request) => boolean) {
  let releaseInstall!: () => void;
  const installHeld = new Promise<void>((resolve) => (releaseInstall = resolve));
  let release!: () => void;
  const requestHeld = new Promise<void>((resolve) => (release = resolve));
  const state = { installHeld: false, requested: '' };
  await page.context().route('**/*', async (route, request) => {
    if (request.serviceWorker() && !state.installHeld && HASHED_CODE.test(new URL(request.url()).pathname)) {
      state.installHeld = true;
      await installHeld;
    } else if (!request.serviceWorker() && awaited(request)) {
      state.requested = request.url();
      releaseInstall();
      await requestHeld;
    }
    await route.fallback();
  });
  return { state, release };
}

test('code asked for before the worker controlled the page, and ended after it took over, is kept too', async ({ signedInPage: page }) => {
  // Home's later parts bypass the worker and end after the page handed over what it had loaded.
  const later = await holdInstallUntil(page, (request) => HOME_LATER.test(new URL(request.url()).pathname));
  await page.goto('/home');
  await expect(new TabBar(page).homeStreak()).toBeVisible();
  await expect.poll(() => later.state.requested, { message: "Home's later parts asked for", timeout: 15_000 }).not.toBe('');
  await waitForControllingWorker(page);
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  later.release();
  const laterUrl = later.state.requested;
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, laterUrl), { message: laterUrl }).toBe(true);
});

test('a page whose load began while the worker was activating is claimed too, without a reload', async ({ signedInPage: page }) => {
  // /feed's answer waits until the worker is activated: the activation claimed the pages open then, not
  // /feed, whose request went out while no worker was active.
  const feed = await holdInstallUntil(page, (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/feed');
  const devtools = await page.context().newCDPSession(page);
  let activated = false;
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (versions.some((version) => version.status === 'activated')) activated = true;
  });
  await devtools.send('ServiceWorker.enable');
  await page.goto('/home');
  await expect(new TabBar(page).homeStreak()).toBeVisible();
  await expect.poll(() => feed.state.installHeld, { message: "the worker's install under way", timeout: 15_000 }).toBe(true);
  const opening = page.goto('/feed');
  await expect.poll(() => activated, { message: 'the worker activated', timeout: 15_000 }).toBe(true);
  feed.release();
  await opening;
  await expect(page.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeVisible();
  await waitForControllingWorker(page);
});

test("a page the worker controls sends its API calls past the worker, by the browser's static route", async ({ signedInPage: page }) => {
  const tabs = new TabBar(page);
  await page.goto('/home');
  await expect(tabs.homeStreak()).toBeVisible();
  await waitForControllingWorker(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A CORS preflight never meets a worker, so it carries no route: its answer is left out.
  const preflights = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator }) => {
    if (request.method === 'OPTIONS' || initiator.type === 'preflight') preflights.add(requestId);
  });
  const routed = new Map<string, string | undefined>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const url = new URL(response.url);
    if (url.pathname.startsWith('/api/') && !preflights.has(requestId)) routed.set(url.pathname, response.serviceWorkerRouterInfo?.matchedSourceType);
  });
  await page.reload();
  await expect(tabs.homeStreak()).toBeVisible();
  expect(routed.size, 'API calls seen').toBeGreaterThan(0);
  // 'network': the browser's own rule sent it; without the rule the worker would have been asked first.
  expect([...routed.values()].every((source) => source === 'network'), JSON.stringify([...routed])).toBe(true);
});

test('without a connection, a reload opens the app with the last known streak and says it is offline', async ({ signedInPage: page }) => {
  const tabs = new TabBar(page);
  await page.goto('/home');
  await expect(tabs.homeStreak()).toBeVisible();
  const streak = await tabs.homeStreak().textContent();
  await waitForControllingWorker(page);
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  await expect.poll(() => answersKept(page)).toBe(true);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  await page.context().setOffline(true);
  await page.reload();
  // The app itself, from the device: its tab bar, the streak it showed last, and the notice.
  await expect(tabs.tab('home')).toBeVisible();
  await expect(tabs.homeStreak()).toHaveText(streak!);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
});

test('online, a repeat visit shows the kept answers at once, before the network has answered', async ({ signedInPage: page, api, account }) => {
  await createBucket(api, account.accessToken, 'REPEAT', '매일 스트레칭');
  await page.goto('/moment/bucket');
  await expect(page.getByText('매일 스트레칭')).toBeVisible();
  await waitForControllingWorker(page);
  await expect.poll(() => answersKept(page)).toBe(true);

  // The network's answer for the list is held until the test lets it go: what shows meanwhile is
  // the copy kept on the device.
  const held: (() => Promise<void>)[] = [];
  await page.context().route('**/api/bucket/all/repeat', (route) => void held.push(() => route.continue()));
  await page.reload();
  await expect(page.getByText('매일 스트레칭')).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((release) => release()));
  await page.context().unroute('**/api/bucket/all/repeat');
  await expect(page.getByText('매일 스트레칭')).toBeVisible();
});

test("a new shell release is offered as '새 버전이 있어요' and a tap runs it", async ({ page, account }) => {
  const shell = await startExtraShell(extraPort(12), {}, { ownCopy: true });
  try {
    await seedSession(page.context(), account, shell.url);
    const tabs = new TabBar(page);
    await page.goto(`${shell.url}/home`);
    await expect(tabs.homeStreak()).toBeVisible();
    await waitForControllingWorker(page);
    // The worker has taken in what the page loaded before it controlled it: it is idle for the update.
    await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
    const offer = page.getByRole('button', { name: '새 버전이 있어요' });
    await expect(offer).toHaveCount(0);

    // Deploy a new release of the shell: its worker script changes (as its precache list would); a
    // release ships its precompressed copies too, which here are simply dropped.
    const worker = path.join(shell.distDir, 'sw.js');
    fs.appendFileSync(worker, `\n// release ${Date.now()}\n`);
    for (const sibling of ['.br', '.gz']) fs.rmSync(worker + sibling, { force: true });
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await checkForNewWorker(page);
    await expect(offer).toBeVisible();
    const audit = screenAuditor(page);
    await audit.check("home with '새 버전이 있어요'");
    audit.done();

    const reloaded = page.waitForEvent('load');
    await offer.click();
    await reloaded;
    // The page reloaded into the new release: this document's marker is gone, nothing waits any more.
    await expect(tabs.homeStreak()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    await shell.stop();
  }
});
