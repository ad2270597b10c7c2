// At 375×812 a tab page with little on it (a new account's) fits the screen above the tab bar: the
// document does not scroll, the page ends where the bar begins and the bar's bottom is the viewport's.
// The same for /home painted from its HTML alone (ADR 0009), so the app taking it over moves nothing.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { remoteNames, type RemoteName } from '@momentum/stack/stack-config';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';
import { TabBar } from '@momentum/stack/tab-bar';

test.use({ viewport: { width: 375, height: 812 } });

/** What each tab shows a new account once its data is in: the page's final height, not a skeleton's. */
const SETTLED: Record<RemoteName, (page: Page) => Promise<void>> = {
  home: (page) => new TabBar(page).homeStarted(),
  moment: (page) => expect(page.getByRole('link', { name: '새로운 모멘트 등록하기' })).toBeVisible(),
  feed: (page) => expect(page.getByRole('button', { name: '친구 추가하기' })).toBeVisible(),
  mypage: (page) => expect(page.getByTestId('profile-card').getByRole('img')).toBeVisible(),
};

/** The document's scroll range, and the page's and the tab bar's edges, in px from the viewport's top. */
async function measure(page: Page) {
  const bar = (await new TabBar(page).nav.boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  return page.evaluate(
    ({ barTop, barBottom, mainBottom }) => {
      const scroller = document.scrollingElement!;
      // A document that can scroll goes there; one that fits stays at 0.
      window.scrollTo(0, scroller.scrollHeight);
      const scrolledTo = window.scrollY;
      window.scrollTo(0, 0);
      return { scrollHeight: scroller.scrollHeight, innerHeight: window.innerHeight, scrolledTo, barTop, barBottom, mainBottom };
    },
    { barTop: bar.y, barBottom: bar.y + bar.height, mainBottom: main.y + main.height },
  );
}

function expectFits(fit: Awaited<ReturnType<typeof measure>>): void {
  expect(fit.scrollHeight, 'the document is no taller than the viewport').toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.scrolledTo, 'the document does not scroll').toBe(0);
  // Within half a pixel: boxes come back as fractions.
  expect(fit.barBottom, "the tab bar's bottom is the viewport's").toBeCloseTo(fit.innerHeight, 0);
  expect(fit.mainBottom, 'the page fills the screen down to the tab bar').toBeCloseTo(fit.barTop, 0);
}

for (const remote of remoteNames) {
  test(`/${remote} with a short page fits the screen above the tab bar`, async ({ signedInPage: page }) => {
    await page.goto(`/${remote}`);
    const tabs = new TabBar(page);
    await tabs.expectActive(remote);
    await SETTLED[remote](page);
    expectFits(await measure(page));
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("/home's prerendered page fits the same way before any script", async ({ page }) => {
    expect(await shellServesTabScreen('/home'), "the shell's server serves /home with Home's screen").toBe(true);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: '로딩 중...' })).toBeVisible();
    // Playwright's own evaluation still runs with the page's JavaScript off (as in login-prerender.spec.ts).
    // The <noscript> notice shows only here: a phone with scripts on paints this page without it.
    await page.evaluate(() => document.querySelectorAll('noscript').forEach((element) => element.remove()));
    expectFits(await measure(page));
  });
});

test('the page declares a dark colour scheme, so form controls and scrollbars are drawn dark', async ({ signedInPage: page }) => {
  await page.goto('/mypage/notifications');
  await expect(page.getByRole('combobox', { name: '리마인더 시간' })).toBeVisible();
  expect(await page.locator('meta[name="color-scheme"]').getAttribute('content')).toBe('dark');
  const schemes = await page.evaluate(() => [document.documentElement, document.querySelector('select')!].map((el) => getComputedStyle(el).colorScheme));
  expect(schemes).toEqual(['dark', 'dark']);
});
