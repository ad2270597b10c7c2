// 나의 인증 기록 on a phone: proofs on three Seoul days of two months (the spec's own API with a moved
// clock), the calendar with thumbnails, a day's list, the proof card shared as a file or saved, the
// months kept for offline, and a completed bucket's proofs. Each new screen goes through the audit.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createApiHelper } from '@momentum/stack/api-helper';
import { signUpViaDevKakao, type Account } from '@momentum/stack/sign-up';
import { appConfigFor } from '@momentum/stack/stack';
import { DEV_KAKAO_CLIENT_ID, extraPort } from '@momentum/stack/stack-config';
import { extraApiPort, startExtraApi, type ExtraApi } from '../fixtures/extra-api';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { screenAuditor } from '../fixtures/screen-audit';
import { keptQueryKeys, waitForControllingWorker } from '../fixtures/service-worker';
import { expect, seedSession, test } from '../fixtures/test';
import { proveAt } from '../pages/diary-helpers';

const OFFLINE_TEXT = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';
const NOTHING_KEPT = '오프라인이라 불러오지 못했어요. 연결되면 다시 보여 드릴게요.';
/** The proof photo's colour, so the card can be checked for having drawn it. */
const PHOTO_RGB = [51, 102, 204];

let api: ExtraApi;
let shell: ExtraShell;
let account: Account;

test.use({ serviceWorkers: 'allow' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  api = await startExtraApi(extraApiPort(2), { movableClock: true });
  shell = await startExtraShell(extraPort(15));
  shell.writeConfig({ ...appConfigFor(), apiBaseUrl: api.url, kakao: { authorizeUrl: `${api.url}/oauth/authorize`, clientId: DEV_KAKAO_CLIENT_ID } });
  const client = createApiHelper(api.url);
  account = await signUpViaDevKakao(client, { appOrigin: shell.url, nickname: '기록하는사람' });
  const painter = await browser.newPage();
  await painter.setContent(`<body style="margin:0;background:rgb(${PHOTO_RGB.join(',')})"></body>`);
  const photo = await painter.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 } });
  await painter.close();
  await proveAt(api, client, account.accessToken, '2026-10-30T21:00', '매일 그림 그리기', '스케치 한 장', photo);
  await proveAt(api, client, account.accessToken, '2026-10-31T23:10', '매일 산책', '동네 한 바퀴', photo);
  // 00:30 in Seoul is 15:30 UTC the day before: the proof belongs to 11월 1일.
  await proveAt(api, client, account.accessToken, '2026-11-01T00:30', '새벽 독서', '열 쪽 읽기', photo);
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.dispose();
});

const calendarDay = (page: Page, name: string) => page.getByRole('link', { name });

async function openMonth(page: Page, month: string, count: string): Promise<void> {
  await page.goto(`${shell.url}/mypage/diary/${month}`);
  await expect(page.getByText(count)).toBeVisible();
}

test('the calendar of two months, a day\'s proofs and the card shared as a PNG file of 1080×1350', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const shares: unknown[] = [];
    Object.assign(window, { recordedShares: shares });
    navigator.canShare = (data?: ShareData) => (data?.files?.length ?? 0) > 0;
    navigator.share = async (data?: ShareData) => {
      const file = data!.files![0]!;
      const bitmap = await createImageBitmap(file);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const centre = [...context.getImageData(540, 540, 1, 1).data.slice(0, 3)];
      shares.push({ name: file.name, type: file.type, width: bitmap.width, height: bitmap.height, centre, files: data!.files!.length });
    };
  });
  await seedSession(page.context(), account, shell.url);
  const audit = screenAuditor(page);
  await page.goto(`${shell.url}/mypage`);
  await page.getByRole('link', { name: '나의 인증 기록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '나의 인증 기록' })).toBeVisible();

  await page.goto(`${shell.url}/mypage/diary/2026-11`);
  await expect(page.getByRole('heading', { level: 2, name: '2026년 11월' })).toBeVisible();
  await expect(page.getByText('이번 달 인증한 날 1일')).toBeVisible();
  await page.getByRole('link', { name: '‹ 이전 달' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2026년 10월' })).toBeVisible();
  await expect(page.getByText('이번 달 인증한 날 2일')).toBeVisible();
  await expect(calendarDay(page, '10월 30일, 인증 1개')).toBeVisible();
  await expect(calendarDay(page, '10월 31일, 인증 1개')).toBeVisible();
  // Thumbnails, not the full photos, and loaded across origins.
  const thumb = calendarDay(page, '10월 31일, 인증 1개').locator('img');
  await expect(thumb).toHaveJSProperty('complete', true);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(new URL((await thumb.getAttribute('src'))!).pathname).toMatch(/^\/photos\/t\//);
  await audit.check('diary month');

  await page.getByRole('link', { name: '다음 달 ›' }).click();
  await calendarDay(page, '11월 1일, 인증 1개').click();
  await expect(page.getByRole('heading', { level: 1, name: /^11월 1일/ })).toBeVisible();
  await expect(page.getByText('작심 3일')).toBeVisible();
  const item = page.getByRole('list', { name: '이 날의 인증' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('새벽 독서')).toBeVisible();
  await expect(item.getByText('모멘트 · 열 쪽 읽기')).toBeVisible();
  await expect(item.getByText('00:30 인증')).toBeVisible();
  const photo = item.getByRole('img', { name: '새벽 독서 인증 사진' });
  await expect(photo).toHaveJSProperty('complete', true);
  expect(new URL((await photo.getAttribute('src'))!).pathname).toMatch(/^\/photos\/p\//);
  await audit.check('diary day');

  await item.getByRole('button', { name: '새벽 독서 공유하기' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { recordedShares: unknown[] }).recordedShares.length)).toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as { recordedShares: Record<string, unknown>[] }).recordedShares);
  expect(shared).toMatchObject({ name: 'momentum-2026-11-01.png', type: 'image/png', width: 1080, height: 1350, files: 1 });
  // The photo is in the card (its centre), so the canvas read it with CORS rather than going blank or tainted.
  (shared!.centre as number[]).forEach((value, i) => expect(Math.abs(value - PHOTO_RGB[i]!)).toBeLessThanOrEqual(16));
  audit.done();
});

test('without file sharing the card is saved as a PNG download', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    Object.assign(navigator, { canShare: undefined, share: undefined });
  });
  await seedSession(page.context(), account, shell.url);
  await page.goto(`${shell.url}/mypage/diary/day/2026-10-30`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '매일 그림 그리기 공유하기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('momentum-2026-10-30.png');
  const bytes = fs.readFileSync((await download.path())!);
  // PNG signature, then the IHDR's width and height.
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1080, 1350]);
  await expect(page.getByText('인증 카드를 저장했어요.')).toBeVisible();
});

test('offline, the diary shows the months it last showed, and says so for one it never did', async ({ page }) => {
  test.setTimeout(120_000);
  await seedSession(page.context(), account, shell.url);
  await openMonth(page, '2026-11', '이번 달 인증한 날 1일');
  await waitForControllingWorker(page);
  await page.reload();
  await expect(page.getByText('이번 달 인증한 날 1일')).toBeVisible();
  await page.getByRole('link', { name: '‹ 이전 달' }).click();
  await expect(page.getByText('이번 달 인증한 날 2일')).toBeVisible();
  await expect.poll(() => keptQueryKeys(page), { timeout: 20_000 }).toEqual(
    expect.arrayContaining([
      ['diary', 'month', '2026-10'],
      ['diary', 'month', '2026-11'],
    ]),
  );

  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('이번 달 인증한 날 2일')).toBeVisible();
    await expect(calendarDay(page, '10월 30일, 인증 1개')).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await page.getByRole('link', { name: '다음 달 ›' }).click();
    await expect(page.getByText('이번 달 인증한 날 1일')).toBeVisible();
    await calendarDay(page, '11월 1일, 인증 1개').click();
    await expect(page.getByText('작심 3일')).toBeVisible();
    await page.getByRole('link', { name: /달력으로/ }).click();
    await page.getByRole('link', { name: '‹ 이전 달' }).click();
    await page.getByRole('link', { name: '‹ 이전 달' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2026년 9월' })).toBeVisible();
    await expect(page.getByText(NOTHING_KEPT)).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
});

test('a completed bucket on the bucket screen opens its proofs', async ({ page }) => {
  test.setTimeout(90_000);
  await seedSession(page.context(), account, shell.url);
  const audit = screenAuditor(page);
  await page.goto(`${shell.url}/moment/bucket`);
  await page.getByRole('link', { name: '매일 산책 인증 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '인증 기록' })).toBeVisible();
  const item = page.getByRole('list', { name: '버킷의 인증' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('모멘트 · 동네 한 바퀴')).toBeVisible();
  await expect(item.getByText('23:10 인증')).toBeVisible();
  await expect(item.getByRole('img', { name: '매일 산책 인증 사진' })).toHaveJSProperty('complete', true);
  await audit.check('bucket proofs');
  audit.done();
});
