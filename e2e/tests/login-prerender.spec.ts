// /login paints from the HTML (ADR 0007): the shell's build prerenders the screen into the
// page the server sends for /login, so it shows before any script runs, even with JavaScript off. The
// shell's React then renders the same screen over it: same layout, no shift, one Kakao link that works.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { uniqueNickname } from '@momentum/stack/sign-up';
import { stackUrls } from '@momentum/stack/stack-config';
import { LoginPage } from '@momentum/stack/login-flow';

const SLOGAN = '모멘텀과 함께 더 큰 성공을 향해';

/** Where the screen's parts are, to the hundredth of a pixel. */
function layout(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const box = (element: Element | null) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 100) / 100);
    };
    const screen = document.querySelector('[data-testid="login-page"]');
    return {
      screen: box(screen),
      mark: box(screen?.querySelector('svg') ?? null),
      wordmark: box(screen?.querySelector('h1') ?? null),
      slogan: box(screen?.querySelector('p') ?? null),
      kakao: box(screen?.querySelector('a') ?? null),
      sloganFont: screen?.querySelector('p') ? getComputedStyle(screen.querySelector('p')!).fontFamily : null,
    };
  });
}

/** CSP refusals the page reports on the console (with JavaScript off the DOM event cannot be watched). */
function watchCspConsole(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows the styled login screen from the HTML alone, without a CSP refusal', async ({ page }) => {
    const refused = watchCspConsole(page);
    await page.goto('/login');
    const screen = page.getByTestId('login-page');
    await expect(screen).toBeVisible();
    await expect(screen.getByText(SLOGAN)).toBeVisible();
    await expect(screen.getByText('카카오 로그인')).toBeVisible();
    // The pixel font and the page's dark theme come from the prerendered styles.
    const { sloganFont } = await layout(page);
    expect(sloganFont).toContain('Galmuri11');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      // Iterated, not forEach: with JavaScript off the page cannot run a callback.
      const faces = Array.from(document.fonts as unknown as Iterable<FontFace>);
      return faces.filter((face) => face.family.includes('Galmuri11') && face.status === 'loaded').length;
    });
    expect(loaded).toBeGreaterThan(0);
    expect(await screen.evaluate((el) => getComputedStyle(el.querySelector('a')!).backgroundColor)).toBe('rgb(254, 229, 0)');
    // Inert without JavaScript (its inline script makes it a link): nothing anyone could follow or focus.
    await expect(page.getByRole('link')).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});

test('the pixel font arriving after the first paint moves nothing on the screen', async ({ page }) => {
  // What a slow phone gets: the page paints before its font subsets are in. Here they are held until
  // the page reports its first paint, then let through.
  let painted!: () => void;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction('reportFirstPaint', () => painted());
  await page.route(/\.woff2$/, async (route) => {
    await firstPaint;
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { __shifts: string[]; reportFirstPaint: () => void };
    seen.__shifts = [];
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-paint').length > 0) seen.reportFirstPaint();
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
        seen.__shifts.push(`${entry.value} ${entry.sources.map(({ node }) => node?.nodeName ?? '?').join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  await firstPaint;
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return Array.from(document.fonts as unknown as Iterable<FontFace>).filter((face) => face.family.includes('Galmuri11') && face.status === 'loaded').length;
  });
  expect(loaded, 'the held subsets arrived and are in use').toBeGreaterThan(0);
  const shifts = () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
  await expectStays(shifts, [], { message: 'layout shifts once the font is in' });
});

test("the shell's React takes the screen over with the same layout and no shift; sign-in then works", async ({ browser, page }) => {
  // The page as the browser paints it before any script has run: every script refused.
  const before = await browser.newContext({ viewport: page.viewportSize()!, deviceScaleFactor: 1 });
  const early = await before.newPage();
  await early.route(/\.js(\?|$)/, (route) => route.abort());
  await early.goto(`${stackUrls.shell}/login`);
  await expect(early.getByText(SLOGAN)).toBeVisible();
  const prerendered = await layout(early);
  const prerenderedShot = await early.screenshot();
  await before.close();

  // Layout shifts of the whole visit, from the first paint on.
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number[] }).__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __shifts: number[] }).__shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const refused = watchCspConsole(page);
  const login = new LoginPage(page);
  await login.goto();
  // The prerendered link works early (its inline script, ADR 0014); React's replaces it, unmarked.
  await expect(page.locator('a[data-kakao-login]')).toHaveCount(0);
  await expect(login.kakaoButton()).toHaveAttribute('href', new RegExp(`^${stackUrls.api}/oauth/authorize\\?`));
  expect(await layout(page)).toEqual(prerendered);
  expect((await page.screenshot()).equals(prerenderedShot)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  // One screen, one link: the prerendered markup is gone, not doubled.
  await expect(page.getByTestId('login-page')).toHaveCount(1);
  await expect(page.getByRole('link')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(login.kakaoButton()).toBeFocused();
  expect(refused).toEqual([]);

  const kakao = await login.startKakao();
  await kakao.createAccount(uniqueNickname('선렌더'), `e2e-${randomBytes(6).toString('hex')}@momentum.test`);
  await expect(page).toHaveURL(/\/home$/);
});
