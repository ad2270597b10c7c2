// Answers kept on the device (shell/src/offline/persisted-queries.ts, docs/adr/0015): every tab keeps
// its last data through any order of starts and reloads, and online no screen decides on a kept copy.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { challengeWithDailyMoments, createBucket, uploadProof } from '@momentum/stack/home-seed';
import { CODE_CACHE, answersKept, cachedCount, keptQueryKeys, keptSavedAt, waitForControllingWorker } from '../fixtures/service-worker';
import { befriend, provenMoment } from '../pages/feed-helpers';
import { TabBar } from '@momentum/stack/tab-bar';

const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';
const PAGE_MISSING = '존재하지 않는 페이지입니다.';
const NOTHING_KEPT = '오프라인이라 불러오지 못했어요. 연결되면 다시 보여 드릴게요.';

test.use({ serviceWorkers: 'allow' });

test('a proven moment opened for proof online after a worker-controlled start: alert and /moment, 10 times of 10', async ({ signedInPage: page, api, account }) => {
  const bucketId = await createBucket(api, account.accessToken, 'REPEAT', '매일 물 마시기');
  const [momentId] = await challengeWithDailyMoments(api, account.accessToken, bucketId, ['물 한 잔']);
  // Before the proof the upload screen loads the moment, and the device keeps that answer.
  await page.goto(`/moment/upload/${momentId}`);
  await expect(page.getByRole('heading', { level: 1, name: '물 한 잔' })).toBeVisible();
  await waitForControllingWorker(page);
  await expect.poll(() => keptQueryKeys(page)).toContainEqual(['bucket', 'moment', 'detail', momentId]);
  await uploadProof(api, account.accessToken, `/api/bucket/moments/${momentId}`);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  for (let run = 1; run <= 10; run += 1) {
    await page.goto(`/moment/upload/${momentId}`);
    await expect(page).toHaveURL(/\/moment$/);
    await expect.poll(() => alerts.length, `run ${run}`).toBe(run);
    await expect(page.getByLabel('인증 사진 선택')).toHaveCount(0);
  }
  expect(alerts).toEqual(Array.from({ length: 10 }, () => PAGE_MISSING));
});

interface TabCheck {
  path: string;
  /** What only this tab's data shows. */
  shows: (page: Page) => ReturnType<Page['getByText']>;
}

test('every tab keeps its last data offline after reloads online in any order', async ({ signedInPage: page, api, account, signUp }) => {
  test.slow();
  const bucketId = await createBucket(api, account.accessToken, 'REPEAT', '매일 물 마시기');
  await challengeWithDailyMoments(api, account.accessToken, bucketId, ['물 한 잔']);
  await createBucket(api, account.accessToken, 'ACHIEVEMENT', '한라산 등반');
  const friend = await signUp();
  await befriend(api, account.accessToken, friend.accessToken);
  await provenMoment(api, friend.accessToken, '아침 요가', '요가 10분');

  const tabs: TabCheck[] = [
    { path: '/home', shows: (p) => p.getByText('물 한 잔').first() },
    { path: '/moment', shows: (p) => p.getByText('매일 물 마시기').first() },
    { path: '/moment/bucket', shows: (p) => p.getByText('한라산 등반') },
    { path: '/feed', shows: (p) => p.getByRole('heading', { level: 2, name: '아침 요가' }) },
    { path: '/mypage', shows: (p) => p.getByText(account.nickname, { exact: true }).first() },
  ];
  const edit = (p: Page) => p.getByRole('textbox', { name: /닉네임/ });

  // A phone that used the app: the worker in control, then every tab visited in the app.
  const nav = new TabBar(page);
  const visit: Record<string, () => Promise<void>> = {
    '/home': () => nav.open('home'),
    '/moment': () => nav.open('moment'),
    '/moment/bucket': () => page.getByRole('navigation', { name: '모멘트 화면 전환' }).getByRole('link', { name: '버킷리스트' }).click(),
    '/feed': () => nav.open('feed'),
    '/mypage': () => nav.open('mypage'),
  };
  await page.goto('/home');
  await expect(tabs[0]!.shows(page)).toBeVisible();
  await waitForControllingWorker(page);
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  for (const tab of tabs) {
    await visit[tab.path]!();
    await expect(tab.shows(page)).toBeVisible();
  }
  await page.getByRole('link', { name: '내 정보 수정' }).click();
  await expect(edit(page)).toHaveValue(account.nickname);

  // Then starts online, one tab each, in two orders: each such page holds only its own tab's answers,
  // and saves them (waited for, so that a page overwriting what others kept would be caught).
  for (const order of [[0, 3, 2, 4, 1], [4, 0, 1, 2, 3]]) {
    for (const index of order) {
      const tab = tabs[index]!;
      const started = Date.now();
      await page.goto(tab.path);
      await expect(tab.shows(page)).toBeVisible();
      await expect.poll(() => keptSavedAt(page), { timeout: 20_000 }).toBeGreaterThan(started);
    }
  }

  // Offline, the app starts from the device (a reload: the worker answers), then goes through every tab
  // in the app, each showing the answers kept by the pages before.
  await page.context().setOffline(true);
  try {
    await page.reload();
    for (const tab of tabs) {
      await visit[tab.path]!();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await expect(tab.shows(page), tab.path).toBeVisible();
      await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    }
    await page.getByRole('link', { name: '내 정보 수정' }).click();
    await expect(edit(page)).toHaveValue(account.nickname);
    // And a start offline on the edit screen itself.
    await page.reload();
    await expect(edit(page)).toHaveValue(account.nickname);
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
});

/** The moment tab's top switch. */
const switchTo = (page: Page, name: '모멘트' | '버킷리스트') =>
  page.getByRole('navigation', { name: '모멘트 화면 전환' }).getByRole('link', { name }).click();

/** /moment opened with the worker in control from the page's start (a reload after it took over). */
async function controlledAtMoment(page: Page, heading: Locator): Promise<void> {
  await page.goto('/moment');
  await expect(heading).toBeVisible();
  await waitForControllingWorker(page);
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  await page.reload();
  await expect(heading).toBeVisible();
}

/** What `run` does, with the page's CPU slowed `rate` times (Chromium's DevTools throttle), as on a busy phone. */
async function withCpuSlowedBy(page: Page, rate: number, run: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await run();
  } finally {
    // The page may be closed by then: nothing left to restore.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
  }
}

for (const rate of [1, 6]) {
  test(`a list seen just before the page is left or closed at once is there offline (CPU slowed ${rate}x)`, async ({ signedInPage: page, api, account }) => {
    test.slow();
    const nav = new TabBar(page);
    await controlledAtMoment(page, nav.heading('moment'));
    await createBucket(api, account.accessToken, 'REPEAT', '매일 물 마시기');
    await withCpuSlowedBy(page, rate, async () => {
      await switchTo(page, '버킷리스트');
      await expect(page.getByText('매일 물 마시기')).toBeVisible();
      // Left the moment the answer shows: nothing waits for the page's last moments.
      await page.goto('/home');
    });
    await expect(nav.homeStreak()).toBeVisible();

    await createBucket(api, account.accessToken, 'ACHIEVEMENT', '한라산 등반');
    await withCpuSlowedBy(page, rate, async () => {
      await nav.open('moment');
      await switchTo(page, '버킷리스트');
      await expect(page.getByText('한라산 등반')).toBeVisible();
      await page.close();
    });

    const context = page.context();
    await context.setOffline(true);
    try {
      const again = await context.newPage();
      await again.goto('/moment/bucket');
      await expect(again.getByText(OFFLINE_TEXT)).toBeVisible();
      await expect(again.getByText('매일 물 마시기')).toBeVisible();
      await expect(again.getByText('한라산 등반')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
}

test('offline, a screen with nothing kept for it says so instead of loading for ever, and loads once connected', async ({ signedInPage: page, api, account }) => {
  const nav = new TabBar(page);
  await createBucket(api, account.accessToken, 'REPEAT', '매일 물 마시기');
  // The bucket screen's code is on the device (the moment remote), its lists never loaded.
  await controlledAtMoment(page, nav.heading('moment'));
  await expect.poll(() => answersKept(page)).toBe(true);

  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await switchTo(page, '버킷리스트');
    await expect(page.getByRole('status').filter({ hasText: NOTHING_KEPT })).toHaveCount(2);
    await expect(page.getByRole('status', { name: /목록 불러오는 중$/ })).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
  }
  await expect(page.getByText('매일 물 마시기')).toBeVisible();
  await expect(page.getByText(NOTHING_KEPT)).toHaveCount(0);
});
