// A painted button answers a tap from its paint (ADR 0024): held by the page, acted on once by the app. The
// shell's entry is held back as a slow phone holds it; with the keeper cut from the page the same taps are
// lost, which shows these tests measure the keeper, not the app's speed.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { shellServesTabScreen } from '@momentum/stack/shell-read-remotes';
import { stackUrls } from '@momentum/stack/stack-config';
import { PHONE_BROWSER } from '@momentum/stack/phone-browser';

const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;
/** The keeper's inline script, found by the release key it puts on window (page-marks.ts). */
const KEEPER_SCRIPT = /<script>(?:(?!<\/script>)[\s\S])*momentumReleaseTaps(?:(?!<\/script>)[\s\S])*<\/script>/;

/** Holds the shell's entry until `release()`, or for good when `never`. */
async function holdShellEntry(page: Page, { never = false } = {}): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_ENTRY, async (route) => {
    if (never) return route.abort();
    await released;
    return route.continue();
  });
  return { release };
}

/**
 * The page as served, without its tap keeper: how every page was before it. Chromium takes a page a test
 * answered for one from the public network and refuses its requests to this machine's servers, unless
 * started with the check off (LOCAL_PAGE).
 */
async function withoutKeeper(page: Page, path: string): Promise<void> {
  await page.route(`${stackUrls.shell}${path}`, async (route: Route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(KEEPER_SCRIPT);
    // The body goes as text: the headers of its compressed form would no longer fit it.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({ status: response.status(), headers, body: html.replace(KEEPER_SCRIPT, '') });
  });
}

const bell = (page: Page) => page.getByRole('button', { name: '알림' });
const bellList = (page: Page) => page.getByText('알림이 없습니다.');
const listDialog = (page: Page) => page.getByRole('dialog', { name: '알림' });
/** My page's row that opens a dialog, and that dialog. */
const withdrawRow = (page: Page) => page.getByRole('button', { name: '회원 탈퇴' });
const withdrawConfirm = (page: Page) => page.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' });

const LOCAL_PAGE = '--disable-features=LocalNetworkAccessChecks';

/** /login's Kakao link pressed on the page's markup and let go on the app's, which replaced it meanwhile. */
async function pressAcrossTheSwap(page: Page): Promise<void> {
  const entry = await holdShellEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const link = page.getByRole('link', { name: '카카오 로그인' });
  await expect(link).toHaveAttribute('href', /oauth\/authorize/);
  const box = (await link.boundingBox())!;
  await page.evaluate(() => ((window as unknown as { __painted: Element | null }).__painted = document.querySelector('#root a')));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  entry.release();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __painted: Element }).__painted.isConnected), { message: "React replaced the page's link" })
    .toBe(false);
  await page.mouse.up();
}

// For the whole file (a browser's flags cannot change within one): the tests above need no page served by the test.
test.use({ launchOptions: { ...PHONE_BROWSER.launchOptions, args: [...(PHONE_BROWSER.launchOptions.args ?? []), LOCAL_PAGE] } });

test.beforeEach(async () => {
  expect(await shellServesTabScreen('/home'), "the shell's server serves /home with Home's screen").toBe(true);
  expect(await shellServesTabScreen('/mypage'), "the shell's server serves /mypage with My page's screen").toBe(true);
});

test("home's bell tapped before the app's code opens its list at the tap, and the app's list takes its place", async ({ signedInPage: page }) => {
  const entry = await holdShellEntry(page);
  // Not to 'load': the held entry holds it.
  await page.goto('/home', { waitUntil: 'commit' });
  await bell(page).click();
  // Pressed at once, and its list open in its loading state, while nothing of the app has run.
  await expect(bell(page)).toHaveAttribute('aria-busy', 'true');
  await expect(listDialog(page)).toBeVisible();
  await expect(listDialog(page)).toBeFocused();
  await expect(listDialog(page).getByText('알림을 불러오는 중입니다.')).toBeAttached();
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  entry.release();
  await expect(bellList(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(bell(page)).not.toHaveAttribute('aria-busy');
  // The app's list, closed, gives focus back to the bell.
  await listDialog(page).getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
});

test("the bell's list closed before the app's code takes the tap back: nothing opens when the code comes", async ({ signedInPage: page }) => {
  const entry = await holdShellEntry(page);
  await page.goto('/home', { waitUntil: 'commit' });
  await bell(page).click();
  await expect(listDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bell(page)).not.toHaveAttribute('aria-busy');
  await expect(bell(page)).toBeFocused();
  entry.release();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('momentum:taps-released').length), { timeout: 15_000 }).toBe(1);
  await expectStays(() => page.getByRole('dialog').count(), 0, { message: 'the tap taken back stays back', windowMs: 2_000 });
});

test("My page's row tapped before the app's code opens its dialog once the code has run", async ({ signedInPage: page }) => {
  const entry = await holdShellEntry(page);
  await page.goto('/mypage', { waitUntil: 'commit' });
  await withdrawRow(page).click();
  await expect(withdrawRow(page)).toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  entry.release();
  await expect(withdrawConfirm(page)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await expect(withdrawRow(page)).not.toHaveAttribute('aria-busy');
  // Nothing was deleted by the replay: the dialog only asks.
  await withdrawConfirm(page).getByRole('button', { name: '취소' }).click();
  await expect(page.getByTestId('profile-card')).toBeVisible();
});

test("a tap kept while the screen's own code is late waits for that screen, then opens the list once", async ({ signedInPage: page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__federation_expose_routes\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    return route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-busy', 'true');
  // The shell hydrates without the screen's code (it waits for it a second at most): released then, the
  // tap would meet a part React cannot hydrate yet, and React drops such a click.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('momentum:hydrate').length), { timeout: 15_000 }).toBe(1);
  await expect(bell(page)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(bellList(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('with the code never arriving, the tap is held quietly and the page stays usable', async ({ signedInPage: page }) => {
  await holdShellEntry(page, { never: true });
  await page.goto('/home', { waitUntil: 'commit' });
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-busy', 'true');
  // Nothing claims an error; the list shows only that it is loading, and closes.
  await expectStays(() => page.getByRole('alert').count(), 0, { message: 'no error shown' });
  await expect(listDialog(page)).toBeVisible();
  await listDialog(page).getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The tab bar's links still take the person on.
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '피드' }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test("a tap on /login's link pressed before React's first render and let go after it still signs in", async ({ page }) => {
  await pressAcrossTheSwap(page);
  await expect(page).toHaveURL(new RegExp(`^${stackUrls.api}/oauth/authorize\\?`));
});

/** Buttons the page painted from its HTML, before any of the app's code could run, and whether the keeper holds them. */
async function paintedBeforeTheApp(page: Page, path: string): Promise<{ buttons: number; kept: boolean }> {
  await holdShellEntry(page, { never: true });
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
  return page.evaluate(() => ({
    buttons: document.querySelectorAll('#root button, #root [role="button"]').length,
    kept: typeof (window as unknown as Record<string, unknown>).momentumReleaseTaps === 'function',
  }));
}

test('every page that paints a button before the app runs holds its taps', async ({ signedInPage: page }) => {
  const seen: string[] = [];
  for (const path of ['/home', '/moment', '/feed', '/mypage', '/mypage/diary']) {
    const { buttons, kept } = await paintedBeforeTheApp(page, path);
    seen.push(`${path}: ${buttons}`);
    if (buttons > 0) expect(kept, `${path} paints ${buttons} button(s): the tap keeper must hold them`).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
  // Home paints its bell and My page its rows; the others paint no control before their code today.
  expect(seen.filter((line) => line.endsWith(': 0'))).toEqual(['/moment: 0', '/feed: 0', '/mypage/diary: 0']);
});

test.describe('without the keeper (what the tests above guard)', () => {
  test('the early tap on the bell is lost', async ({ signedInPage: page }) => {
    await withoutKeeper(page, '/home');
    const entry = await holdShellEntry(page);
    await page.goto('/home', { waitUntil: 'commit' });
    await bell(page).click();
    await expect(bell(page), 'not pressed, and no list shown').not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    entry.release();
    await expect(page.getByRole('heading', { level: 1, name: /^오늘은 작심 \d+일$/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => '__FEDERATION__' in window)).toBe(true);
    await expectStays(() => bellList(page).count(), 0, { message: 'the early tap did nothing', windowMs: 2_000 });
    // The page itself works: a tap now opens the list.
    await bell(page).click();
    await expect(bellList(page)).toBeVisible();
  });

  test("the early tap on My page's row is lost", async ({ signedInPage: page }) => {
    await withoutKeeper(page, '/mypage');
    const entry = await holdShellEntry(page);
    await page.goto('/mypage', { waitUntil: 'commit' });
    await withdrawRow(page).click();
    entry.release();
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await expect.poll(() => page.evaluate(() => '__FEDERATION__' in window)).toBe(true);
    await expectStays(() => withdrawConfirm(page).count(), 0, { message: 'the early tap did nothing', windowMs: 2_000 });
    await withdrawRow(page).click();
    await expect(withdrawConfirm(page)).toBeVisible();
  });

  test("the tap pressed across /login's first render is lost", async ({ page }) => {
    await withoutKeeper(page, '/login');
    await pressAcrossTheSwap(page);
    await expectStays(() => new URL(page.url()).pathname, '/login', { message: 'the browser sent no click' });
  });
});
