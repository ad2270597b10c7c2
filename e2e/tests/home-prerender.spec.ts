// /home comes with its screen in the HTML (ADR 0009): the shell's server puts Home's loading state into its
// frame, so the page paints before any script. The shell's React then hydrates it: nothing is rendered twice,
// nothing moves, and the heading stays the same node, filled with the streak.
import { expect, test } from '../fixtures/test';
import { readThePaintedPage, watchThePaintedPage } from '../fixtures/painted-page';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';

/** The server reads a remote's screens in the background: right after the stack starts it may not have them. */
async function serverHasHomeScreen(): Promise<void> {
  expect(await shellServesTabScreen('/home'), "the shell's server serves /home with Home's screen").toBe(true);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("/home shows Home's loading screen in the tab frame from the HTML alone", async ({ page }) => {
    await serverHasHomeScreen();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: '로딩 중...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${new Date().getFullYear()} 버킷리스트 달성 현황` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  });
});

test('React takes the prerendered /home over in place: same heading node, filled with data, no shift', async ({ signedInPage: page }) => {
  await serverHasHomeScreen();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await watchThePaintedPage(page, 'h1');
  const response = await page.goto('/home');
  expect(await response!.text()).toContain('로딩 중...');
  await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeVisible();
  await expect(page.getByText('달성률 0%', { exact: true })).toBeVisible();
  const { stillThere, shift } = await readThePaintedPage(page);
  expect(stillThere, 'the h1 painted from the HTML is the one React filled in').toEqual([true]);
  expect(shift).toBe(0);
  expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  // The page works as a React page: the bell opens its modal.
  await page.getByRole('button', { name: '알림' }).click();
  await expect(page.getByText('알림이 없습니다.')).toBeVisible();
});

test("a signed-out visit to /home goes to /login from the page's head, before the app's code", async ({ page }) => {
  await serverHasHomeScreen();
  // Without the shell's entry only the page's own gate can move it (login.html is prerendered too).
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.unroute(/\/main\.[0-9a-f]+\.js$/);
  // And with it, as a phone runs it, the same.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
});

test("the user's real streak shows from the page's own script, before the app's code (ADR 0014)", async ({ signedInPage: page }) => {
  await serverHasHomeScreen();
  // The shell's entry never arrives: only the page's inline script can start the GET and fill the heading.
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  const streak = page.waitForResponse((response) => response.url().endsWith('/api/home/consecutiveDays'));
  await page.goto('/home');
  expect((await streak).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeVisible();
});
