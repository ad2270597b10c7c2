// /mypage comes with its screen in the HTML (ADR 0009), as /home does: the title, the profile's skeleton and
// every row paint before any script, the page itself asks for the profile, and the shell's React then
// hydrates the same nodes (a tap on a row before that is kept: early-taps.spec.ts).
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';
import { stackUrls } from '@momentum/stack/stack-config';

const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

test.beforeEach(async () => {
  expect(await shellServesTabScreen('/mypage'), "the shell's server serves /mypage with My page's screen").toBe(true);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("/mypage shows its title, the profile's skeleton and every row from the HTML alone", async ({ page }) => {
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    await expect(page.getByTestId('profile-skeleton')).toBeVisible();
    const menu = page.getByRole('list', { name: '마이페이지 메뉴' });
    for (const name of ['나의 인증 기록', '내 정보 수정', '친구 추가', '알림 설정']) await expect(menu.getByRole('link', { name })).toBeVisible();
    for (const name of ['로그아웃', '회원 탈퇴']) await expect(menu.getByRole('button', { name })).toBeVisible();
  });
});

test('React takes the prerendered /mypage over in place: same rows, the profile from the page\'s own GET, no shift', async ({ signedInPage: page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const profileGets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/users') profileGets.push(request.url());
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { __shift: number; __firstRow: Element | null };
    seen.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.__firstRow = Array.from(document.querySelectorAll('#root ul button')).find((button) => button.textContent === '회원 탈퇴') ?? null;
    });
  });
  const response = await page.goto('/mypage');
  const html = await response!.text();
  expect(html).toContain('회원 탈퇴');
  expect(html).toContain(`<meta name="momentum-first-requests" content="/api/users" data-api-base="${new URL(stackUrls.api).origin}" />`);
  await expect(page.getByTestId('profile-card')).toBeVisible();
  const { sameRow, shift } = await page.evaluate(() => {
    const seen = window as unknown as { __shift: number; __firstRow: Element | null };
    const now = Array.from(document.querySelectorAll('#root ul button')).find((button) => button.textContent === '회원 탈퇴');
    return { sameRow: seen.__firstRow !== null && seen.__firstRow === now, shift: seen.__shift };
  });
  expect(sameRow, 'the row painted from the HTML is the one React hydrated').toBe(true);
  expect(shift).toBe(0);
  expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  expect(profileGets, 'the profile crossed the network once').toHaveLength(1);
});

test("with the code never arriving, My page's links still take the person on and nothing claims an error", async ({ signedInPage: page }) => {
  await page.route(SHELL_ENTRY, (route) => route.abort());
  await page.goto('/mypage', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
  await expectStays(() => page.getByRole('alert').count(), 0, { message: 'no error shown' });
  await page.getByRole('link', { name: '나의 인증 기록' }).click();
  await expect(page).toHaveURL(/\/mypage\/diary$/);
});
