// /login paints from its HTML before it asks for any script (ADR 0010): it keeps its scripts and
// script preloads in a template that the page's inline loader moves into <head> once the first
// contentful paint is reported. Then the app starts as on any page. A tab's page does not (ADR 0014).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';

/** When the page first painted content, and when each of its script requests started (ms since navigation). */
async function scriptsAgainstPaint(page: Page): Promise<{ paint: number; scripts: { url: string; start: number }[] }> {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

test('/login asks for no script before its first paint, then the app starts', async ({ page }) => {
  await page.goto('/login');
  // The link works before any script (its inline script, ADR 0014); React's link replaces it, unmarked.
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toHaveAttribute('href', /\/oauth\/authorize/);
  await expect(page.locator('a[data-kakao-login]')).toHaveCount(0);
  const { paint, scripts } = await scriptsAgainstPaint(page);
  expect(paint).toBeGreaterThan(0);
  expect(scripts.map((script) => script.url)).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/));
  for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(paint);
});

// A tab's page does not hold its scripts: with them held, the tab's data showed 15% later under an
// applied throttle while its first paint came no sooner (ADR 0014).
test("/home asks for its scripts with the page, before its first paint, and shows the user's streak", async ({ signedInPage: page }) => {
  expect(await shellServesTabScreen('/home'), "the shell's server serves /home with Home's screen").toBe(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeVisible();
  // The page's own script may show the streak first (ADR 0014): the app and Home's remote have run
  // once Home's React shows the completion rate.
  await expect(page.getByText('달성률 0%', { exact: true })).toBeVisible();
  const { paint, scripts } = await scriptsAgainstPaint(page);
  expect(paint).toBeGreaterThan(0);
  const urls = scripts.map((script) => script.url);
  expect(urls).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/));
  expect(urls, "Home's remote entry").toContain('/remoteEntry.js');
  const main = scripts.find((script) => /^\/main\.[0-9a-f]+\.js$/.test(script.url))!;
  expect(main.start).toBeLessThan(paint);
  // No script held in a template (the page's other templates, the first frames of what a tap opens, hold markup only).
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('template')).filter((t) => t.content.querySelector('script')).length)).toBe(0);
});
