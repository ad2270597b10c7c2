// The install offer ('홈 화면에 추가하면 앱처럼 쓸 수 있어요'): shown when the browser says the app can be
// installed and a signed-in person has tapped the page, '설치' opens the browser's dialog, '닫기' keeps
// it away (after a reload too). Chromium
// does not fire `beforeinstallprompt` in Playwright's contexts (they are incognito-like: see
// install.spec.ts), so the page gets a synthetic one, with the `prompt()` and `userChoice` it has.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { TabBar } from '../pages/tab-bar';

const OFFER_TEXT = '홈 화면에 추가하면 앱처럼 쓸 수 있어요';
/** The offer's own chunk (shell/src/pwa/install-offer.ts), loaded only when the event came. */
const OFFER_CHUNK = /\/install-offer\.[0-9a-f]{8}\.js$/;

interface PromptProbe {
  prompted: number;
  defaultPrevented: boolean;
}

/** Fires the event Chromium would, recording `prompt()` calls and whether the app kept the browser's own prompt back. */
async function browserOffersInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    const probe: PromptProbe = { prompted: 0, defaultPrevented: false };
    (window as unknown as { installProbe: PromptProbe }).installProbe = probe;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        probe.prompted += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    probe.defaultPrevented = event.defaultPrevented;
  }, outcome);
}

/** A person's first tap on the screen, on something that does nothing (Home's or /login's heading text). */
const tapThePage = (page: Page) => page.getByRole('heading', { level: 1 }).first().click();
const offerRegion = (page: Page) => page.getByRole('region', { name: '앱 설치 안내' });

const probe = (page: Page) => page.evaluate(() => (window as unknown as { installProbe: PromptProbe }).installProbe);
const offerChunkLoaded = (page: Page) =>
  page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(new URL(entry.name).pathname)), OFFER_CHUNK.source);

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
