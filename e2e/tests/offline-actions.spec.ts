// A change asked for offline is refused at once and never sent later (docs/adr/0017-actions-taken-offline.md):
// the offline message shows where the screen shows its errors and what was typed stays; neither a reload
// without a connection nor the connection coming back sends anything.
import type { BrowserContext, Page } from '@playwright/test';
import type { BucketListResponse, FeedResponse, NotificationItem } from '@momentum/contracts';
import { expect, test } from '../fixtures/test';
import { expectStays } from '../fixtures/expect-stays';
import { createBucket } from '@momentum/stack/home-seed';
import { CODE_CACHE, answersKept, cachedCount, waitForControllingWorker } from '../fixtures/service-worker';
import { befriend, provenMoment } from '../pages/feed-helpers';
import { BucketScreen } from '../pages/moment-screens';
import { TabBar } from '@momentum/stack/tab-bar';

const REFUSED = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';
const OFFLINE_NOTICE = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';

test.use({ serviceWorkers: 'allow' });

/** Every request of `method` to a path matching `path` that the pages of this context send. */
function recordRequests(context: BrowserContext, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/**
 * The app on the device, as on a phone that has used it before: opened once online, the worker in
 * control, then reloaded so that everything the screen needs went through the worker (which keeps it),
 * and the screen's answers kept in IndexedDB.
 */
async function installedAt(page: Page, path: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready();
  await waitForControllingWorker(page);
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  await page.reload();
  await ready();
  await expect.poll(() => answersKept(page)).toBe(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
}

/** The connection goes; the tap waits until the app knows it (its notice shows). */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
}

/** Still offline after the tap: the reload opens the app from the device, with its notice. */
async function reloadOffline(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
}

/** Back online: the notice goes (what the test then checks is that nothing was sent meanwhile). */
async function backOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
}

test('a bucket added offline: refused with the message, the text kept, never added after a reload and the connection', async ({
  signedInPage: page,
  api,
  account,
}) => {
  test.setTimeout(90_000);
  const token = account.accessToken;
  await createBucket(api, token, 'REPEAT', '매일 스트레칭');
  const buckets = new BucketScreen(page);
  const creates = recordRequests(page.context(), 'POST', /^\/api\/bucket$/);
  await installedAt(page, '/moment/bucket', () => expect(buckets.list('REPEAT').getByText('매일 스트레칭')).toBeVisible());

  await goOffline(page);
  await buckets.input('REPEAT').fill('새벽 요가');
  await buckets.input('REPEAT').press('Enter');
  const refusal = page.getByRole('dialog', { name: REFUSED });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(buckets.input('REPEAT')).toHaveValue('새벽 요가');
  await expect(buckets.input('REPEAT')).toBeEditable();

  await reloadOffline(page);
  await expect(buckets.list('REPEAT').getByText('매일 스트레칭')).toBeVisible();
  await expect(buckets.list('REPEAT').getByText('새벽 요가')).toHaveCount(0);

  await backOnline(page);
  const repeatContents = async () => (await api.get<BucketListResponse>('/api/bucket/all/repeat', { token })).buckets.map((bucket) => bucket.content);
  await expectStays(async () => ({ contents: await repeatContents(), creates: creates.length }), { contents: ['매일 스트레칭'], creates: 0 }, { windowMs: 3_000, intervalMs: 250 });
  await expect(buckets.list('REPEAT').getByText('새벽 요가')).toHaveCount(0);
});

test('a cheer offline: refused with the message, the button still offered, never sent after a reload and the connection', async ({
  signedInPage: page,
  api,
  account,
  signUp,
}) => {
  test.setTimeout(90_000);
  const friend = await signUp('응원받을친구');
  await befriend(api, account.accessToken, friend.accessToken);
  await provenMoment(api, friend.accessToken, '매일 달리기', '5km 달리기');
  const cheers = recordRequests(page.context(), 'POST', /^\/api\/friends\/cheer\//);
  const card = page.getByRole('article', { name: '매일 달리기' });
  const cheer = card.getByRole('button', { name: "'매일 달리기' 응원하기" });
  await installedAt(page, '/feed', () => expect(cheer).toBeVisible());

  await goOffline(page);
  await cheer.click();
  const refusal = page.getByRole('dialog', { name: REFUSED });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(cheer).toBeEnabled();

  await reloadOffline(page);
  await expect(cheer).toBeEnabled();

  await backOnline(page);
  const { friends } = await api.get<{ friends: Array<{ userID: string }> }>('/api/friends', { token: account.accessToken });
  const friendId = friends[0]!.userID;
  const cheered = async () => (await api.get<FeedResponse>(`/api/feed/${friendId}`, { token: account.accessToken })).moments.map((moment) => moment.cheered);
  await expectStays(async () => ({ cheered: await cheered(), requests: cheers.length }), { cheered: [false], requests: 0 }, { windowMs: 3_000, intervalMs: 250 });
  await expect(cheer).toBeEnabled();
  // The friend was never told of a cheer either.
  const { notifications } = await api.patch<{ notifications: NotificationItem[] }>('/api/home/notifications', undefined, { token: friend.accessToken });
  expect(notifications.filter((notification) => notification.type === 'CHEER')).toEqual([]);
});

test('the profile saved offline: refused with the message, the nickname kept, never saved after a reload and the connection', async ({
  signedInPage: page,
  api,
  account,
}) => {
  test.setTimeout(90_000);
  const saves = recordRequests(page.context(), 'PATCH', /^\/api\/users\/profile$/);
  const nickname = page.getByLabel('닉네임');
  await installedAt(page, '/mypage/edit', () => expect(nickname).toHaveValue(account.nickname));

  await goOffline(page);
  await nickname.fill('오프라인이름');
  await page.getByRole('button', { name: '저장하기' }).click();
  const refusal = page.getByRole('dialog', { name: '저장 실패' });
  await expect(refusal.getByText(REFUSED)).toBeVisible();
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page).toHaveURL(/\/mypage\/edit$/);
  await expect(nickname).toHaveValue('오프라인이름');
  await expect(page.getByRole('button', { name: '저장하기' })).toBeEnabled();

  await reloadOffline(page);
  await expect(nickname).toHaveValue(account.nickname);

  await backOnline(page);
  await expectStays(
    async () => ({ nickname: (await api.me(account.accessToken)).nickname, requests: saves.length }),
    { nickname: account.nickname, requests: 0 },
    { windowMs: 3_000, intervalMs: 250 },
  );
});

test('a refused bucket or edit never keeps the person on the bucket screen: each tab, the top switch and back leave', async ({
  signedInPage: page,
  api,
  account,
}) => {
  test.slow();
  await createBucket(api, account.accessToken, 'REPEAT', '매일 스트레칭');
  const buckets = new BucketScreen(page);
  const nav = new TabBar(page);
  const creates = recordRequests(page.context(), 'POST', /^\/api\/bucket$/);
  const updates = recordRequests(page.context(), 'PATCH', /^\/api\/bucket\/[^/]+$/);
  const switchTo = (name: '모멘트' | '버킷리스트') => page.getByRole('navigation', { name: '모멘트 화면 전환' }).getByRole('link', { name }).click();
  await installedAt(page, '/moment/bucket', () => expect(buckets.list('REPEAT').getByText('매일 스트레칭')).toBeVisible());
  // Every tab's code on the device, so that each leaves to its screen offline.
  for (const remote of ['home', 'feed', 'mypage', 'moment'] as const) {
    await nav.open(remote);
    await expect(nav.heading(remote)).toBeVisible();
  }
  await switchTo('버킷리스트');
  await goOffline(page);

  /** On the bucket screen (reached from /moment, so back has somewhere to go), a text refused, 확인. */
  const refuse = async (how: 'add' | 'edit') => {
    await expect(page).toHaveURL(/\/moment\/bucket$/);
    const input = how === 'add' ? buckets.input('REPEAT') : page.getByRole('textbox', { name: '매일 스트레칭 수정' });
    if (how === 'edit') await page.getByRole('button', { name: '매일 스트레칭 수정' }).click();
    await input.fill(how === 'add' ? '새벽 요가' : '매일 10분 스트레칭');
    await input.press('Enter');
    const refusal = page.getByRole('dialog', { name: REFUSED });
    await refusal.getByRole('button', { name: '확인' }).click();
    await expect(refusal).toHaveCount(0);
    // The modal gives the focus back to what was typed in: the next tap blurs it.
    await expect(input).toBeFocused();
  };
  const exits: Array<{ name: string; leave: () => Promise<void>; arrives: RegExp }> = [
    { name: 'the home tab', leave: () => nav.tab('home').click(), arrives: /\/home$/ },
    { name: 'the moment tab', leave: () => nav.tab('moment').click(), arrives: /\/moment$/ },
    { name: 'the feed tab', leave: () => nav.tab('feed').click(), arrives: /\/feed$/ },
    { name: 'the mypage tab', leave: () => nav.tab('mypage').click(), arrives: /\/mypage$/ },
    { name: 'the top switch', leave: () => switchTo('모멘트'), arrives: /\/moment$/ },
    { name: 'back', leave: () => page.goBack().then(() => {}), arrives: /\/moment$/ },
  ];
  for (const how of ['add', 'edit'] as const) {
    for (const exit of exits) {
      await nav.open('moment');
      await switchTo('버킷리스트');
      await refuse(how);
      await exit.leave();
      await expect(page, `${how}, then ${exit.name}`).toHaveURL(exit.arrives);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
  expect({ creates: creates.length, updates: updates.length }).toEqual({ creates: 0, updates: 0 });

  // Online, leaving the line still adds what it holds (docs/product-spec.md section 5).
  await backOnline(page);
  await nav.open('moment');
  await switchTo('버킷리스트');
  await buckets.input('REPEAT').fill('저녁 산책');
  await buckets.input('REPEAT').blur();
  await expect(page.getByRole('dialog', { name: '버킷리스트가 추가되었습니다.' })).toBeVisible();
  const { buckets: stored } = await api.get<BucketListResponse>('/api/bucket/all/repeat', { token: account.accessToken });
  expect(stored.map((bucket) => bucket.content).sort()).toEqual(['매일 스트레칭', '저녁 산책']);
});
