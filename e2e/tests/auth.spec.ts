// Sign-in, session and sign-out as a new user meets them (splash, login, callback, 401 path).
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import { uniqueNickname } from '@momentum/stack/sign-up';
import { stackUrls } from '@momentum/stack/stack-config';
import { LoginPage } from '@momentum/stack/login-flow';
import { TabBar } from '@momentum/stack/tab-bar';

test('signed out: the splash shows, then goes to /login after about 4 s', async ({ page }) => {
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByTestId('splash-page')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
});

test('a new user signs in through development Kakao and lands on /home; a reload keeps the session', async ({ page }) => {
  // Hold the code exchange a moment so the callback screen is observable, not a flash.
  await page.route(`${stackUrls.api}/auth/kakao-login`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const login = new LoginPage(page);
  await login.goto();
  const kakao = await login.startKakao();
  await kakao.createAccount(uniqueNickname(), `e2e-${randomBytes(6).toString('hex')}@momentum.test`);

  await expect(page.getByText('로그인 처리 중...')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const tabs = new TabBar(page);
  await expect(tabs.nav).toBeVisible();
  await tabs.expectActive('home');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabs.heading('home')).toBeVisible();
});

test('an existing account signs in again from the provider page', async ({ page, account }) => {
  const login = new LoginPage(page);
  await login.goto();
  const kakao = await login.startKakao();
  await kakao.chooseAccount(account.nickname);
  await expect(page).toHaveURL(/\/home$/);
});

test('the splash with a stored token goes to /home', async ({ signedInPage: page }) => {
  await page.goto('/');
  await expect(page.getByTestId('splash-page')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 8_000 });
  await expect(new TabBar(page).nav).toBeVisible();
});

for (const [label, query] of [
  ['without a code', ''],
  ['with error=access_denied', '?error=access_denied&error_description=User%20denied%20access'],
  ['with an invalid code', '?code=not-a-real-code'],
] as const) {
  test(`the callback ${label} goes back to /login`, async ({ page }) => {
    await page.goto(`/auth/kakao/callback${query}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
}

test('cancelling on the provider page returns to /login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.startKakao();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a garbage token gets the 로그인이 필요합니다. alert and goes to /login', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('accessToken', 'garbage.token.value'));
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toEqual(['로그인이 필요합니다.']);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('logout from 마이 goes to /login, and /mypage then sends you to /login', async ({ signedInPage: page, account }) => {
  await page.goto('/mypage');
  await expect(page.getByText(account.nickname)).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is forgotten once the screen has unmounted (useEndSession), just after the address changes.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
});
