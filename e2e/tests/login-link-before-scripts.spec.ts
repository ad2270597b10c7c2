// /login's Kakao link works from the first paint, before any of the app's scripts (ADR 0014): the page's inline
// script gives it the authorize URL and stores a fresh state on a click. On a phone the app's scripts come
// more than a second after the paint; a tap in that second must sign in, not hit a dead button.
import { randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { uniqueNickname } from '@momentum/stack/sign-up';
import { CALLBACK_PATH, stackUrls } from '@momentum/stack/stack-config';
import { DevKakaoPage } from '@momentum/stack/login-flow';

const SCRIPT = /\.js(\?|$)/;
const AUTHORIZE = new RegExp(`^${stackUrls.api}/oauth/authorize\\?`);
const email = () => `e2e-${randomBytes(6).toString('hex')}@momentum.test`;

/** Every script request of the page refused, counted: the app itself cannot start. */
async function blockAppScripts(page: Page): Promise<{ refused: string[] }> {
  const blocked = { refused: [] as string[] };
  await page.route(SCRIPT, (route) => {
    blocked.refused.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  return blocked;
}

/** The page's CSP refusals, from the DOM event (recorded before the page's own scripts run). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const kakaoLink = (page: Page) => page.getByRole('link', { name: '카카오 로그인' });

/** From the provider's page: signs up, follows the callback and checks it carried `sent` back. */
async function finishSignIn(page: Page, sent: string): Promise<void> {
  const callback = page.waitForRequest((request) => request.url().includes(CALLBACK_PATH));
  await new DevKakaoPage(page).createAccount(uniqueNickname('먼저탭'), email());
  expect(new URL((await callback).url()).searchParams.get('state')).toBe(sent);
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('momentum.kakaoState'))).toBeNull();
}

test("with every app script refused, the prerendered link signs in end to end", async ({ page }) => {
  const blocked = await blockAppScripts(page);
  const csp = await watchCsp(page);
  await page.goto('/login');
  await expect(kakaoLink(page)).toHaveAttribute('href', AUTHORIZE);
  expect(new URL((await kakaoLink(page).getAttribute('href'))!).searchParams.get('redirect_uri')).toBe(`${stackUrls.shell}${CALLBACK_PATH}`);
  // The app did not run: its scripts were asked for (after the paint) and refused, no federation runtime.
  await expect.poll(() => blocked.refused.some((url) => /^\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('momentum.kakaoState'))).toBeNull();
  expect(await csp()).toEqual([]);

  await kakaoLink(page).click();
  await expect(page).toHaveURL(AUTHORIZE);
  const sent = new URL(page.url()).searchParams.get('state')!;
  expect(sent).toMatch(/^[\w-]{43}$/);
  await page.unroute(SCRIPT);
  await finishSignIn(page, sent);
});

test('a tap before the config has arrived waits for it, then signs in', async ({ page }) => {
  await blockAppScripts(page);
  let releaseConfig: () => void = () => {};
  const configAsked = new Promise<void>((asked) => {
    void page.route('**/app-config.json', async (route: Route) => {
      asked();
      await new Promise<void>((release) => (releaseConfig = release));
      await route.continue();
    });
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await configAsked;
  await page.getByText('카카오 로그인').click();
  await expect(kakaoLink(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/login');
  releaseConfig();
  await expect(page).toHaveURL(AUTHORIZE);
  const sent = new URL(page.url()).searchParams.get('state')!;
  expect(sent).toMatch(/^[\w-]{43}$/);
  await page.unroute(SCRIPT);
  await page.unroute('**/app-config.json');
  await finishSignIn(page, sent);
});

test("the app's React takes the link over with the same href and makes no state of its own", async ({ page }) => {
  const csp = await watchCsp(page);
  // Every href the prerendered link is given, and whether that node is still in the page.
  await page.addInitScript(() => {
    const record: { hrefs: string[]; node: Element | null } = { hrefs: [], node: null };
    (window as unknown as { __early: typeof record }).__early = record;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        if (mutation.type === 'attributes' && target.hasAttribute('data-kakao-login')) {
          record.node = target;
          record.hrefs.push(target.getAttribute('href') ?? '');
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['href'] });
  });
  await page.goto('/login');
  await expect(kakaoLink(page)).toHaveAttribute('href', AUTHORIZE);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __early: { node: Element | null } }).__early.node?.isConnected), {
      message: "React replaced the prerendered link",
    })
    .toBe(false);
  const early = await page.evaluate(() => (window as unknown as { __early: { hrefs: string[] } }).__early.hrefs);
  expect(early).toHaveLength(1);
  expect(await kakaoLink(page).getAttribute('href')).toBe(early[0]);
  expect(await page.evaluate(() => sessionStorage.getItem('momentum.kakaoState'))).toBeNull();
  expect(await csp()).toEqual([]);

  await kakaoLink(page).click();
  await expect(page).toHaveURL(AUTHORIZE);
  await finishSignIn(page, new URL(page.url()).searchParams.get('state')!);
});
