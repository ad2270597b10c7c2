// 작심 보호권 (docs/decisions.md): a week of proofs earns one, a missed day spends it and the week strip
// shows the day it kept, and a friend gives one from the feed. The spec's own API has a movable clock
// (fixtures/extra-api.ts), so the days pass without waiting; every day stands in the future.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createApiHelper, type ApiHelper } from '@momentum/stack/api-helper';
import { challengeWithDailyMoments, createBucket, uploadProof } from '@momentum/stack/home-seed';
import { signUpViaDevKakao, type Account } from '@momentum/stack/sign-up';
import { appConfigFor } from '@momentum/stack/stack';
import { DEV_KAKAO_CLIENT_ID, extraPort, repoRoot } from '@momentum/stack/stack-config';
import { extraApiPort, startExtraApi, type ExtraApi } from '../fixtures/extra-api';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { axeCheck } from '../fixtures/screen-audit';
import { expect, seedSession, test } from '../fixtures/test';
import { befriend } from '../pages/feed-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_MS = 9 * 60 * 60 * 1000;

let api: ExtraApi;
let shell: ExtraShell;
let client: ApiHelper;

test.beforeAll(async () => {
  api = await startExtraApi(extraApiPort(6), { movableClock: true });
  shell = await startExtraShell(extraPort(17));
  shell.writeConfig({ ...appConfigFor(), apiBaseUrl: api.url, kakao: { authorizeUrl: `${api.url}/oauth/authorize`, clientId: DEV_KAKAO_CLIENT_ID } });
  client = createApiHelper(api.url);
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.dispose();
});

/** 00:00 Seoul of a Wednesday at least two weeks ahead: the day the missed Tuesday is looked back on. */
function wednesdayAhead(): number {
  const seoulMidnight = Math.floor((Date.now() + SEOUL_MS) / DAY_MS) * DAY_MS - SEOUL_MS;
  const weekday = new Date(seoulMidnight + SEOUL_MS).getUTCDay();
  return seoulMidnight + (14 + ((3 - weekday + 7) % 7)) * DAY_MS;
}

/** The API's clock at noon Seoul of `dayStart`; a fresh sign-in, since tokens are minted on that clock. */
async function dayOf(dayStart: number, who: Account): Promise<Account> {
  api.setClockOffset(dayStart + 12 * 60 * 60 * 1000 - Date.now());
  return signUpViaDevKakao(client, { appOrigin: shell.url, nickname: who.nickname, email: who.email });
}

const monthDay = (dayStart: number) => {
  const date = new Date(dayStart + SEOUL_MS);
  return `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일`;
};

/** Seven proven days, Tuesday to Monday before `wednesday`; returns the person signed in on the last. */
async function weekOfProofs(wednesday: number, nickname: string): Promise<Account> {
  const first = wednesday - 8 * DAY_MS;
  api.setClockOffset(first + 12 * 60 * 60 * 1000 - Date.now());
  let me = await signUpViaDevKakao(client, { appOrigin: shell.url, nickname });
  const bucket = await createBucket(client, me.accessToken, 'REPEAT', '매일 아침 달리기');
  const days = ['1일차', '2일차', '3일차', '4일차', '5일차', '6일차', '7일차'];
  const moments = await challengeWithDailyMoments(client, me.accessToken, bucket, days, first);
  for (const [i, moment] of moments.entries()) {
    me = await dayOf(first + i * DAY_MS, me);
    await uploadProof(client, me.accessToken, `/api/bucket/moments/${moment}`);
  }
  return me;
}

async function openHome(browser: Browser, who: Account): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  await seedSession(context, who, shell.url);
  const page = await context.newPage();
  await page.goto(`${shell.url}/home`);
  return { page, close: () => context.close() };
}

test('a week of proofs earns a 보호권, a missed day spends it, and a friend gives one from the feed', async ({ browser }) => {
  test.setTimeout(180_000);
  const wednesday = wednesdayAhead();
  let me = await weekOfProofs(wednesday, '보호권주인');

  // Tuesday: seven days proven, so a 보호권 is held; today is day 8.
  me = await dayOf(wednesday - DAY_MS, me);
  const tuesday = await openHome(browser, me);
  try {
    const { page } = tuesday;
    await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 8일' })).toBeVisible();
    const chip = page.getByRole('button', { name: '작심 보호권 1개' });
    await expect(chip.getByText('보호권 1', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await axeCheck(page, 'home with the 보호권 chip')).toEqual([]);
    await chip.click();
    const sheet = page.getByRole('dialog', { name: '작심 보호권' });
    await expect(sheet).toContainText('하루 인증을 놓쳐도 보호권이 작심 기록을 지켜 줘요. 7일 연속 인증할 때마다 하나씩, 최대 2개까지 모을 수 있어요.');
    expect(await axeCheck(page, 'the 보호권 sheet')).toEqual([]);
  } finally {
    await tuesday.close();
  }

  // Wednesday: Tuesday went unproven; the 보호권 kept it, and the streak holds.
  me = await dayOf(wednesday, me);
  const kept = await openHome(browser, me);
  try {
    const { page } = kept;
    await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 9일' })).toBeVisible();
    await expect(page.getByRole('button', { name: '작심 보호권 0개' })).toBeVisible({ timeout: 20_000 });
    const strip = page.getByRole('region', { name: '이번 주 모멘트 달성' });
    await expect(strip.getByRole('img', { name: `${monthDay(wednesday - DAY_MS)} 보호권으로 지킨 날` })).toBeVisible();
    await expect(strip.getByRole('img', { name: new RegExp(`^${monthDay(wednesday - 2 * DAY_MS)} .요일 완료$`) })).toBeVisible();
    await expect(strip.getByRole('img', { name: new RegExp(`^${monthDay(wednesday)} .요일 미완료$`) })).toBeVisible();
  } finally {
    await kept.close();
  }

  // A friend gives one from the feed, free for them, once this week.
  const friend = await signUpViaDevKakao(client, { appOrigin: shell.url, nickname: '선물친구' });
  await befriend(client, friend.accessToken, me.accessToken);
  const context = await browser.newContext();
  try {
    await seedSession(context, friend, shell.url);
    const page = await context.newPage();
    await page.goto(`${shell.url}/feed`);
    const give = page.getByRole('button', { name: '보호권 선물하기' });
    await expect(give).toBeVisible();
    expect(await axeCheck(page, 'feed with the gift button')).toEqual([]);
    await give.click();
    const done = page.getByRole('dialog', { name: '보호권주인님에게 작심 보호권을 선물했어요!' });
    await done.getByRole('button', { name: '확인' }).click();
    await give.click();
    await expect(page.getByRole('dialog', { name: '이번 주에는 이미 보호권을 선물했어요. 월요일에 다시 선물할 수 있어요.' })).toBeVisible();
  } finally {
    await context.close();
  }
  const { notifications } = await client.patch<{ notifications: Array<{ type: string; content: string }> }>('/api/home/notifications', undefined, {
    token: me.accessToken,
  });
  expect(notifications).toContainEqual(expect.objectContaining({ type: 'GIFT', content: '선물친구님이 작심 보호권을 선물했어요.' }));
  const after = await openHome(browser, me);
  try {
    await expect(after.page.getByRole('button', { name: '작심 보호권 1개' })).toBeVisible({ timeout: 20_000 });
  } finally {
    await after.close();
  }
});

test('@screenshots the 보호권 chip and a protected day', async ({ browser }) => {
  test.setTimeout(180_000);
  const wednesday = wednesdayAhead();
  const me = await dayOf(wednesday, await weekOfProofs(wednesday, '모멘터'));
  const home = await openHome(browser, me);
  try {
    const { page } = home;
    await expect(page.getByRole('img', { name: `${monthDay(wednesday - DAY_MS)} 보호권으로 지킨 날` })).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(repoRoot, 'docs', 'screenshots', 'streak-freeze.png') });
  } finally {
    await home.close();
  }
});
