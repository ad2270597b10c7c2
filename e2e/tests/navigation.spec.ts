// The composed app's navigation: tabs across the four remotes, scroll restoration, guards, not-found.
import { expect, test } from '../fixtures/test';
import { remoteNames } from '@momentum/stack/stack-config';
import { TabBar } from '@momentum/stack/tab-bar';

test('the tab bar moves across the four remotes', async ({ signedInPage: page }) => {
  const tabs = new TabBar(page);
  await page.goto('/home');
  await expect(tabs.heading('home')).toBeVisible();
  await tabs.expectActive('home');
  for (const remote of [...remoteNames.slice(1), 'home'] as const) {
    await tabs.open(remote);
    await tabs.expectActive(remote);
    await expect(tabs.heading(remote)).toBeVisible();
    await expect(page.getByTestId(`remote-error-${remote}`)).toHaveCount(0);
  }
  // Back through history renders the previous remote again.
  await page.goBack();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(tabs.heading('mypage')).toBeVisible();
});

test('every route change scrolls to the top', async ({ signedInPage: page }) => {
  const tabs = new TabBar(page);
  await page.goto('/home');
  await tabs.homeStarted();
  // The placeholder screens are short: make the document tall enough to scroll.
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await tabs.open('moment');
  await expect(tabs.heading('moment')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a signed-out deep link to /mypage goes to /login', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
});

test('an unknown path shows the not-found page, whose button goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  const notFound = page.getByTestId('not-found-page');
  await expect(notFound.getByText('4 0 4')).toBeVisible();
  await expect(notFound.getByRole('heading', { name: '죄송합니다. 페이지를 찾을 수 없습니다.' })).toBeVisible();
  await expect(notFound.getByText('존재하지 않는 주소를 입력하셨거나,')).toBeVisible();
  await expect(notFound.getByText('요청하신 페이지의 주소가 변경 또는 삭제되어 찾을 수 없습니다.')).toBeVisible();
  await notFound.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('splash-page')).toBeVisible();
});

test('an unknown path inside a remote shows the same not-found page', async ({ signedInPage: page }) => {
  await page.goto('/mypage/no-such-screen');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: '죄송합니다. 페이지를 찾을 수 없습니다.' })).toBeVisible();
});

test('/mypage shows the signed-in user from the API', async ({ signedInPage: page, account, api }) => {
  const me = await api.me(account.accessToken);
  expect(me).toMatchObject({ nickname: account.nickname, email: account.email });
  await page.goto('/mypage');
  const card = page.getByTestId('profile-card');
  await expect(card.getByText(account.nickname, { exact: true })).toBeVisible();
  await expect(card.getByText(account.email, { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: `${account.nickname}님의 프로필 이미지` })).toHaveAttribute('src', me.profileImageUrl);
  await expect(new TabBar(page).tab('mypage')).toHaveAttribute('aria-current', 'page');
});
