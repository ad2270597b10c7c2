// The install offer ('홈 화면에 추가하면 앱처럼 쓸 수 있어요'): shown once the browser says the app can be installed
// and a signed-in person has tapped the page; '설치' opens the browser's dialog (a synthetic event here,
// pages/install-offer.ts), '닫기' keeps it away after a reload too; offline it stacks above the offline notice.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { TabBar } from '@momentum/stack/tab-bar';
import {
  OFFER_CHUNK,
  OFFER_TEXT,
  OFFLINE_TEXT,
  browserOffersInstall,
  chunkLoaded,
  offerRegion,
  offlineWithInstallOffer,
  probe,
  tapThePage,
} from '../pages/install-offer';

const offerChunkLoaded = (page: Page) => chunkLoaded(page, OFFER_CHUNK);

test('no offer, and none of its code, until the browser says the app can be installed', async ({ signedInPage: page }) => {
  const tabs = new TabBar(page);
  await page.goto('/home');
  await expect(tabs.homeStreak()).toBeVisible();
  await expectStays(() => offerChunkLoaded(page), false, { windowMs: 2000, message: 'the offer chunk loaded without the event' });
  await expect(page.getByText(OFFER_TEXT)).toHaveCount(0);
});

test("the offer appears; '설치' opens the browser's install dialog and the offer goes", async ({ signedInPage: page }) => {
  await page.goto('/home');
  await new TabBar(page).homeStarted();
  await browserOffersInstall(page, 'accepted');
  expect((await probe(page)).defaultPrevented, "the browser's own prompt is kept back").toBe(true);
  // Nothing rises over a screen nobody has touched yet: the offer waits for the first tap.
  const offer = offerRegion(page);
  await expectStays(() => offer.count(), 0, { windowMs: 1500, message: 'the offer came before any tap' });

  await tapThePage(page);
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(OFFER_TEXT);
  // It does not take the focus from the page.
  expect(await offer.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await offer.getByRole('button', { name: '설치', exact: true }).click();
  await expect.poll(async () => (await probe(page)).prompted).toBe(1);
  await expect(offer).toHaveCount(0);
});

test("'닫기' hides the offer, and it stays hidden after a reload when the browser offers again", async ({ signedInPage: page }) => {
  await page.goto('/home');
  await new TabBar(page).homeStarted();
  await browserOffersInstall(page);
  await tapThePage(page);
  const offer = offerRegion(page);
  await expect(offer).toBeVisible();
  // Reached from the keyboard like any control.
  const close = offer.getByRole('button', { name: '닫기' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
  expect((await probe(page)).prompted).toBe(0);

  await page.reload();
  await new TabBar(page).homeStarted();
  await browserOffersInstall(page);
  await tapThePage(page);
  // The offer's code ran (its chunk loaded) and decided against showing it, for the whole window.
  await expect.poll(() => offerChunkLoaded(page)).toBe(true);
  await expectStays(() => offer.count(), 0, { windowMs: 1500, message: 'the dismissed offer came back' });
});

test('an install event that comes before the app has started is kept by the page and offered', async ({ signedInPage: page }) => {
  // Fired when the parser is done, before the shell's bootstrap (a chunk the entry loads after that)
  // has attached its listener: only the page's own script can catch it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const early = { appRendered: document.body.textContent?.includes('달성률') ?? false, defaultPrevented: false, prompted: 0 };
      (window as unknown as { earlyProbe: typeof early }).earlyProbe = early;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          early.prompted += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
      early.defaultPrevented = event.defaultPrevented;
    });
  });
  await page.goto('/home');
  const early = () => page.evaluate(() => (window as unknown as { earlyProbe: { appRendered: boolean; defaultPrevented: boolean; prompted: number } }).earlyProbe);
  expect((await early()).appRendered, 'the event came before the app rendered').toBe(false);
  expect((await early()).defaultPrevented, "the page kept the browser's own prompt back").toBe(true);
  await new TabBar(page).homeStarted();
  await tapThePage(page);
  const offer = offerRegion(page);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: '설치', exact: true }).click();
  await expect.poll(async () => (await early()).prompted).toBe(1);
});

test('no offer on /login: a signed-out page has no tab bar to sit above, however it is used', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
  await browserOffersInstall(page);
  expect((await probe(page)).defaultPrevented, "the browser's own prompt is kept back").toBe(true);
  await tapThePage(page);
  await page.keyboard.press('Tab');
  await expectStays(() => offerChunkLoaded(page), false, { windowMs: 2000, message: 'the offer chunk loaded on /login' });
  await expect(offerRegion(page)).toHaveCount(0);
});

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (`slack` px of touching allowed, for sub-pixel edges). */
function overlap(a: Box, b: Box, slack = 0): boolean {
  return a.x + slack < b.x + b.width && b.x + slack < a.x + a.width && a.y + slack < b.y + b.height && b.y + slack < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

test('offline, the notice stays readable: the offer rises above it, and settles back when online', async ({ signedInPage: page }) => {
  const { notice, offer } = await offlineWithInstallOffer(page);
  const viewport = page.viewportSize()!;
  const noticeBox = await boxOf(notice);
  const offerBox = await boxOf(offer);
  const tabBarBox = await boxOf(new TabBar(page).nav);
  expect(noticeBox.y, 'the notice starts inside the viewport').toBeGreaterThanOrEqual(0);
  expect(noticeBox.y + noticeBox.height, 'the notice ends inside the viewport').toBeLessThanOrEqual(viewport.height);
  expect(noticeBox.x).toBeGreaterThanOrEqual(0);
  expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(viewport.width);
  expect(overlap(noticeBox, offerBox), `notice ${JSON.stringify(noticeBox)} under offer ${JSON.stringify(offerBox)}`).toBe(false);
  expect(overlap(noticeBox, tabBarBox, 1), `notice ${JSON.stringify(noticeBox)} under the tab bar ${JSON.stringify(tabBarBox)}`).toBe(false);
  expect(offerBox.y + offerBox.height, 'the offer sits above the notice').toBeLessThanOrEqual(noticeBox.y);
  // Both still work as they did alone: the notice is in its status region, the offer's buttons answer.
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toHaveCount(1);
  await expect(offer.getByRole('button', { name: '설치', exact: true })).toBeEnabled();

  await page.context().setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(offer).toBeVisible();
  // Down by the notice's height, to where it stands without it.
  await expect.poll(async () => Math.round((await boxOf(offer)).y - offerBox.y)).toBe(Math.round(noticeBox.height));
});

