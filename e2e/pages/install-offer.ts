// The install offer (shell/src/pwa/install-offer.ts) as the specs bring it up. Chromium does not fire
// `beforeinstallprompt` in Playwright's contexts (they are incognito-like: see install.spec.ts), so
// the page gets a synthetic one, with the `prompt()` and `userChoice` it has.
import { expect, type Locator, type Page } from '@playwright/test';
import { TabBar } from '@momentum/stack/tab-bar';

export const OFFER_TEXT = '홈 화면에 추가하면 앱처럼 쓸 수 있어요';
export const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';
/** The offer's own chunk, loaded only when the event came. */
export const OFFER_CHUNK = /\/install-offer\.[0-9a-f]{8}\.js$/;
/** The offline notice's chunk (shell/src/offline/offline-notice.tsx), loaded once the first screen is done. */
const NOTICE_CHUNK = /\/offline-notice\.[0-9a-f]{8}\.js$/;

export interface PromptProbe {
  prompted: number;
  defaultPrevented: boolean;
}

/** Fires the event Chromium would, recording `prompt()` calls and whether the app kept the browser's own prompt back. */
export async function browserOffersInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
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
export const tapThePage = (page: Page) => page.getByRole('heading', { level: 1 }).first().click();
export const offerRegion = (page: Page) => page.getByRole('region', { name: '앱 설치 안내' });

export const probe = (page: Page) => page.evaluate(() => (window as unknown as { installProbe: PromptProbe }).installProbe);

/** Whether the page has loaded a chunk whose path matches `chunk`. */
export const chunkLoaded = (page: Page, chunk: RegExp) =>
  page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(new URL(entry.name).pathname)), chunk.source);

/**
 * /home with the install offer up, then the connection gone: the offline notice and the offer both
 * show. Returns the two (the notice is its text, the offer its region).
 */
export async function offlineWithInstallOffer(page: Page): Promise<{ notice: Locator; offer: Locator }> {
  await page.goto('/home');
  await new TabBar(page).homeStarted();
  // No worker serves these specs: the notice's code must be in memory before the connection drops.
  await expect.poll(() => chunkLoaded(page, NOTICE_CHUNK), { timeout: 15_000 }).toBe(true);
  await browserOffersInstall(page);
  await tapThePage(page);
  const offer = offerRegion(page);
  await expect(offer).toBeVisible();
  await page.context().setOffline(true);
  const notice = page.getByText(OFFLINE_TEXT, { exact: true });
  await expect(notice).toBeVisible();
  return { notice, offer };
}
