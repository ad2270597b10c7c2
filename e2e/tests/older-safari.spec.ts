// iOS 16's Safari has no URL.canParse (it came in Safari 17): the app must start there too. The
// declared browser target (package.json browserslist) starts at iOS Safari 16.4; the lint refuses an
// unguarded newer API, and this proves the start itself with the API taken away.
import { expect, test } from '../fixtures/test';
import { TabBar } from '@momentum/stack/tab-bar';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (URL as { canParse?: unknown }).canParse;
  });
});

test('without URL.canParse, /login starts signed out', async ({ page }) => {
  await page.goto('/login');
  expect(await page.evaluate(() => 'canParse' in URL)).toBe(false);
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
  // The link is live from the HTML (ADR 0007): wait for the app's own code to have run too.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('앱을 시작할 수 없습니다')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
});

test('without URL.canParse, a signed-in /home starts and every tab opens', async ({ signedInPage: page }) => {
  await page.goto('/home');
  const tabs = new TabBar(page);
  await tabs.homeStarted();
  for (const remote of ['moment', 'feed', 'mypage'] as const) {
    await tabs.open(remote);
    await expect(tabs.heading(remote)).toBeVisible();
  }
  await expect(page.getByText('앱을 시작할 수 없습니다')).toHaveCount(0);
});
