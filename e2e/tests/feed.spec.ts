// Friends and feed side by side: two (and three) real accounts in separate browser contexts.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, seedSession, test, type Account } from '../fixtures/test';
import { stackUrls } from '@momentum/stack/stack-config';
import { befriend, provenMoment } from '../pages/feed-helpers';

async function openAs(browser: Browser, account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: stackUrls.shell,
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await seedSession(context, account);
  return { context, page: await context.newPage() };
}

const friendButton = (page: Page, nickname: string) =>
  page.getByRole('toolbar', { name: '친구 목록' }).getByRole('button', { name: nickname, exact: true });

test("friends see each other's proven moment, cheer it, and the owner is notified", async ({ browser, signUp, api }) => {
  const mina = await signUp('미나');
  const joon = await signUp('준');
  await befriend(api, mina.accessToken, joon.accessToken);
  await provenMoment(api, joon.accessToken, '매일 달리기', '5km 달리기');
  await provenMoment(api, mina.accessToken, '물 2L 마시기', '물 마시기');

  const minaSide = await openAs(browser, mina);
  const joonSide = await openAs(browser, joon);
  try {
    const page = minaSide.page;
    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeVisible();
    await expect(friendButton(page, '준님의 프로필 준')).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('article', { name: '매일 달리기' });
    await expect(card.getByText('준 님이')).toBeVisible();
    await expect(card.getByText('1일에 1번')).toBeVisible();
    await expect(card.getByText('목표를 지키고 있어요!')).toBeVisible();
    await expect(card.getByText(/^\d{2}\.\d{2}$/)).toBeVisible();
    await expect(card.getByRole('img', { name: /인증 사진/ })).toHaveJSProperty('complete', true);

    await card.getByRole('button', { name: "'매일 달리기' 응원하기" }).click();
    const notice = page.getByRole('dialog', { name: '준님의 모멘트를 응원했습니다!' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(card.getByRole('button', { name: '응원 완료' })).toBeDisabled();

    // The other side sees Mina's moment, and the bell tells Joon about the cheer.
    const other = joonSide.page;
    await other.goto('/feed');
    await expect(other.getByRole('article', { name: '물 2L 마시기' })).toBeVisible();
    await other.goto('/home');
    // The bell is in /home's HTML before React runs; its unread dot comes from React, so a tap after
    // the dot shows is one the app hears (a tap before hydration, on a busy machine, was lost).
    const bell = other.getByRole('button', { name: '알림' });
    await expect(bell).toHaveAttribute('data-unread', 'true');
    await bell.click();
    const list = other.getByRole('list', { name: '알림 목록' });
    await expect(list.getByText("미나님이 '5km 달리기' 모멘트를 응원했어요!")).toBeVisible();
    await expect(list.getByText(/미나님과 친구가 되었어요/)).toBeVisible();
  } finally {
    await minaSide.context.close();
    await joonSide.context.close();
  }
});

test('knocks a quiet friend once a week and the friend is notified', async ({ browser, signUp, api }) => {
  const hana = await signUp('하나');
  const quiet = await signUp('조용');
  await befriend(api, quiet.accessToken, hana.accessToken);

  const side = await openAs(browser, hana);
  try {
    const page = side.page;
    await page.goto('/feed');
    await expect(page.getByText(/친구가 피드를 올리지 않고 있어요/)).toBeVisible();
    await page.getByRole('button', { name: '노크하기' }).click();
    const notice = page.getByRole('dialog', { name: '조용님께 노크하였습니다!' });
    await expect(notice.getByText('곧 피드를 올릴 거예요!')).toBeVisible();
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('button', { name: '노크하기' })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('button', { name: '노크하기' })).toBeDisabled();
  } finally {
    await side.context.close();
  }
  const { notifications } = await api.patch<{ notifications: Array<{ type: string; content: string }> }>(
    '/api/home/notifications',
    undefined,
    { token: quiet.accessToken },
  );
  expect(notifications).toContainEqual(expect.objectContaining({ type: 'KNOCK', content: expect.stringContaining('하나님이 노크했어요') }));
});

test('pins a friend to the front and deletes another with the confirmation', async ({ signedInPage: page, account, signUp, api }) => {
  const first = await signUp('첫친구');
  const second = await signUp('둘친구');
  await befriend(api, account.accessToken, first.accessToken);
  await befriend(api, account.accessToken, second.accessToken);

  await page.goto('/feed');
  const carousel = page.getByRole('toolbar', { name: '친구 목록' });
  await expect(carousel.getByRole('button')).toHaveText(['첫친구', '둘친구']);
  await expect(friendButton(page, '첫친구님의 프로필 첫친구')).toHaveAttribute('aria-pressed', 'true');

  // Pin the second friend: it moves to the front and stays selected.
  await friendButton(page, '둘친구님의 프로필 둘친구').click();
  await page.getByRole('button', { name: '친구 관리' }).click();
  const menu = page.getByRole('dialog', { name: '둘친구님' });
  await menu.getByRole('button', { name: '친구 고정 on' }).click();
  await expect(menu.getByRole('button', { name: '친구 고정 off' })).toBeVisible();
  await menu.getByRole('button', { name: '닫기' }).click();
  await expect(carousel.getByRole('button')).toHaveText(['둘친구', '첫친구']);
  await expect(friendButton(page, '둘친구님의 프로필 둘친구')).toHaveAttribute('aria-pressed', 'true');

  // Delete it, declining once first.
  await page.getByRole('button', { name: '친구 관리' }).click();
  await page.getByRole('dialog', { name: '둘친구님' }).getByRole('button', { name: '친구 삭제하기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '둘친구님을 삭제하겠습니까?' });
  await expect(confirm.getByText('이 행위는 되돌릴 수 없습니다.')).toBeVisible();
  await confirm.getByRole('button', { name: '아니오' }).click();
  await page.getByRole('dialog', { name: '둘친구님' }).getByRole('button', { name: '친구 삭제하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '네' }).click();
  const done = page.getByRole('dialog', { name: '친구 관계를 성공적으로 삭제했습니다.' });
  await done.getByRole('button', { name: '확인' }).click();
  await expect(carousel.getByRole('button')).toHaveText(['첫친구']);
  await expect(friendButton(page, '첫친구님의 프로필 첫친구')).toHaveAttribute('aria-pressed', 'true');

  // Both sides agree, and the deleted friend's feed is closed to us now.
  const { friends } = await api.get<{ friends: unknown[] }>('/api/friends', { token: second.accessToken });
  expect(friends).toEqual([]);
  const me = await api.get<{ friends: Array<{ userID: string }> }>('/api/friends', { token: first.accessToken });
  expect(me.friends).toHaveLength(1);
});

test("every friend call with a stranger's ids is 404", async ({ signUp, api }) => {
  const me = await signUp('나');
  const stranger = await signUp('낯선이');
  const momentId = await provenMoment(api, stranger.accessToken, '낯선 목표', '낯선 모멘트');
  const { friends } = await api.get<{ friends: unknown[] }>('/api/friends', { token: me.accessToken });
  expect(friends).toEqual([]);
  // The stranger's user id comes from a friendship they made with someone else.
  const helper = await signUp('도우미');
  await befriend(api, helper.accessToken, stranger.accessToken);
  const [{ userID }] = (await api.get<{ friends: Array<{ userID: string }> }>('/api/friends', { token: helper.accessToken })).friends as [
    { userID: string },
  ];
  const token = me.accessToken;
  const calls = [
    api.request('GET', `/api/feed/${userID}`, { token }),
    api.request('POST', `/api/friends/cheer/${userID}/${momentId}`, { token }),
    api.request('POST', '/api/friends/knock', { token, body: { friendUserID: userID } }),
    api.request('PATCH', '/api/friends/fixed', { token, body: { friendUserID: userID } }),
    api.request('DELETE', '/api/friends', { token, body: { friendUserID: userID } }),
  ];
  for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
});
