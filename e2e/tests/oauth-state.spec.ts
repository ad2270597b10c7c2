// OAuth `state` in the real browser: a sign-in started in this tab round-trips its state and works;
// a callback URL carrying someone's valid code but not this tab's state signs nobody in, and leaves
// the code unspent.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { recordSecrets } from '@momentum/stack/secret-ledger';
import { watchContextSecrets } from '../fixtures/log-scan';
import { uniqueNickname } from '@momentum/stack/sign-up';
import { CALLBACK_PATH, stackUrls } from '@momentum/stack/stack-config';
import { LoginPage } from '@momentum/stack/login-flow';

const REFUSED = '로그인 요청이 올바르지 않습니다. 다시 로그인해 주세요.';
const email = () => `e2e-${randomBytes(6).toString('hex')}@momentum.test`;

/**
 * Signs in on the provider's page in `context` up to its redirect back, which the browser is not let
 * follow: a valid, unspent code (and the state that context sent), as in a link someone could share.
 */
async function issuedCallback(context: BrowserContext): Promise<URL> {
  watchContextSecrets(context);
  const page = await context.newPage();
  let callback: URL | undefined;
  // Playwright does not route a navigation's redirect target: stop the form post's answer instead.
  await page.route(
    (url) => url.pathname === '/oauth/authorize',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      callback = new URL(answer.headers().location!);
      recordSecrets('kakaoCode', callback.searchParams.get('code'));
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'stopped before the app' });
    },
  );
  const login = new LoginPage(page);
  await login.goto();
  const kakao = await login.startKakao();
  await kakao.createAccount(uniqueNickname('남의코드'), email());
  await expect.poll(() => callback?.searchParams.get('code')).toBeTruthy();
  await page.close();
  return callback!;
}

async function expectSignedOut(page: Page): Promise<void> {
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
}

test('a sign-in started here sends its state, gets it back and lands on /home', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const kakao = await login.startKakao();
  const sent = new URL(page.url()).searchParams.get('state');
  expect(sent).toMatch(/^[\w-]{43}$/);

  const callback = page.waitForRequest((request) => request.url().includes(CALLBACK_PATH));
  await kakao.createAccount(uniqueNickname(), email());
  expect(new URL((await callback).url()).searchParams.get('state')).toBe(sent);
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  // Consumed: the same callback URL cannot be replayed in this tab.
  expect(await page.evaluate(() => sessionStorage.getItem('momentum.kakaoState'))).toBeNull();
});

test('cancelling on the provider page comes back with the state: /login, no alert', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.startKakao();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.kakaoButton()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a forged callback with someone's valid code signs nobody in and does not spend the code", async ({ browser, page, api }) => {
  const other = await browser.newContext();
  let issued: URL;
  try {
    issued = await issuedCallback(other);
  } finally {
    await other.close();
  }
  const code = issued.searchParams.get('code')!;

  // Opened in a fresh context: first without a state, then with the other context's state.
  for (const query of [`?code=${code}`, `?code=${code}&state=${issued.searchParams.get('state')}`]) {
    await page.goto(`${CALLBACK_PATH}${query}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
    await expectSignedOut(page);
  }

  // The forged visits never reached the API: the code still exchanges once.
  const exchange = await api.request<{ access_token: string }>('POST', '/auth/kakao-login', {
    body: { code, redirectUri: `${stackUrls.shell}${CALLBACK_PATH}` },
  });
  recordSecrets('kakaoToken', exchange.body.access_token);
  expect(exchange.status).toBe(200);
});
