// /moment, /feed and /mypage come with their screens in the HTML (ADR 0009), as /home does: the loading
// state paints before any script, the page sends the screen's first GET itself, and React hydrates the same
// nodes, with no warning and no shift (a tap on My page's rows before that is kept: early-taps.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { readThePaintedPage, watchThePaintedPage } from '../fixtures/painted-page';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';
import { stackUrls } from '@momentum/stack/stack-config';

const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

/** Each prerendered tab besides Home: what its loading state shows, its first GET, what shows once it answered. */
const TABS = [
  {
    path: '/moment',
    loading: (page: Page) => page.getByRole('status', { name: '모멘트 불러오는 중' }),
    firstGet: '/api/bucket/challenging/main',
    loaded: (page: Page) => page.getByText('모멘트 달성 현황'),
  },
  { path: '/feed', loading: (page: Page) => page.getByRole('status', { name: '친구 목록을 불러오는 중' }), firstGet: '/api/friends', loaded: (page: Page) => page.getByText('친구를 추가하고 성취를 공유해 보세요!') },
  { path: '/mypage', loading: (page: Page) => page.getByTestId('profile-skeleton'), firstGet: '/api/users', loaded: (page: Page) => page.getByTestId('profile-card') },
];

test.beforeEach(async () => {
  for (const { path } of TABS) expect(await shellServesTabScreen(path), `the shell's server serves ${path} with its screen`).toBe(true);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, loading } of TABS) {
    test(`${path} shows its loading screen in the tab frame from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(loading(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: '주요 메뉴' }).locator('[aria-current="page"]')).toHaveAttribute('href', path);
    });
  }

  test("/mypage paints every row from the HTML alone", async ({ page }) => {
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    const menu = page.getByRole('list', { name: '마이페이지 메뉴' });
    for (const name of ['나의 인증 기록', '내 정보 수정', '친구 추가', '알림 설정']) await expect(menu.getByRole('link', { name })).toBeVisible();
    for (const name of ['로그아웃', '회원 탈퇴']) await expect(menu.getByRole('button', { name })).toBeVisible();
  });
});

/** The screen's <main> first: hydrated in place, it is the one React kept. */
const PAINTED = '#root main, #root main h1, #root main a, #root main button';

for (const { path, firstGet, loaded } of TABS) {
  test(`React takes the prerendered ${path} over in place: same nodes, its first GET sent once by the page, no shift`, async ({ signedInPage: page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === firstGet) gets.push(request.url());
    });
    await watchThePaintedPage(page, PAINTED);
    const response = await page.goto(path);
    expect(await response!.text()).toContain(`<meta name="momentum-first-requests" content="${firstGet}" data-api-base="${new URL(stackUrls.api).origin}" />`);
    await expect(loaded(page)).toBeVisible();
    const { stillThere, shift } = await readThePaintedPage(page);
    expect(stillThere.length, 'the page painted its screen').toBeGreaterThan(0);
    // Hydrated, not rendered afresh: the screen's <main> painted from the HTML is the one React kept.
    expect(stillThere[0], 'the painted <main> is still the page\'s').toBe(true);
    expect(shift).toBe(0);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(gets, `${firstGet} crossed the network once`).toHaveLength(1);
  });
}

test("React keeps My page's painted rows: the row the keeper may hold is the row the app answers", async ({ signedInPage: page }) => {
  await watchThePaintedPage(page, '#root ul[aria-label="마이페이지 메뉴"] > li > *');
  await page.goto('/mypage');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  const { stillThere } = await readThePaintedPage(page);
  expect(stillThere, 'all six rows painted from the HTML are still the page\'s rows').toEqual([true, true, true, true, true, true]);
});

test("with the code never arriving, My page's links still take the person on and nothing claims an error", async ({ signedInPage: page }) => {
  await page.route(SHELL_ENTRY, (route) => route.abort());
  await page.goto('/mypage', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
  await expectStays(() => page.getByRole('alert').count(), 0, { message: 'no error shown' });
  await page.getByRole('link', { name: '나의 인증 기록' }).click();
  await expect(page).toHaveURL(/\/mypage\/diary$/);
});
