// A proof taken offline is never lost (docs/adr/0016-proof-queue.md): it waits in IndexedDB, shown '업로드 대기 중'
// through a reload and a browser restart, and is uploaded exactly once when the connection returns, counting
// for the day it was taken. Also an upload whose answer is lost midway, and an achievement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import type { MomentDetailResponse, WeekStatusResponse } from '@momentum/contracts';
import { expect, seedSession, test, type Account } from '../fixtures/test';
import type { ApiHelper } from '@momentum/stack/api-helper';
import { challengeWithDailyMoments, createBucket, uploadProofFile } from '@momentum/stack/home-seed';
import { watchContextSecrets } from '../fixtures/log-scan';
import { PHONE_BROWSER, PHONE_CONTEXT } from '@momentum/stack/phone-browser';
import { CODE_CACHE, answersKept, cachedCount, waitForControllingWorker } from '../fixtures/service-worker';
import { stackUrls } from '@momentum/stack/stack-config';
import { screenAuditor } from '../fixtures/screen-audit';
import { BucketScreen, pickFile, PROOF_JPEG } from '../pages/moment-screens';
import { TabBar } from '@momentum/stack/tab-bar';

const WAITING = '업로드 대기 중';
/**
 * The thumbnail's name: the photo kept on the device for the moment's or bucket's proof. It contains
 * the proven photo's name ('<title> 인증 사진'), so that one is looked up with `exact: true`.
 */
const keptPhotoName = (title: string) => `업로드 대기 중인 ${title} 인증 사진`;
/** The proof routes: a moment's and an achievement bucket's (shared/contracts endpoints.ts). */
const PROOF_PATH = /\/api\/bucket\/(moments\/[^/]+|[^/]+\/achievement-photo)$/;

/** The photo files the stack's API has stored (its DATA_DIR is beside the snapshot of the builds). */
function storedPhotoCount(): number {
  const dir = path.join(path.dirname(process.env.E2E_DIST_ROOT!), 'data', 'photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
}

/** Every proof upload the page sends, with its two offline-proof headers. */
function recordProofUploads(target: BrowserContext | Page): Array<{ key?: string; takenAt?: string }> {
  const seen: Array<{ key?: string; takenAt?: string }> = [];
  target.on('request', (request: Request) => {
    if (request.method() !== 'PATCH' || !PROOF_PATH.test(new URL(request.url()).pathname)) return;
    const headers = request.headers();
    seen.push({ key: headers['idempotency-key'], takenAt: headers['proof-taken-at'] });
  });
  return seen;
}

/** How many proofs wait in the page's IndexedDB queue (the `proofs` store of the `momentum` database). */
function proofsOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('momentum');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('proofs')) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction('proofs').objectStore('proofs').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/** A browser profile on disk with the service worker allowed: closing and relaunching it keeps IndexedDB. */
async function openDevice(profile: string, options: { offline?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    ...PHONE_CONTEXT,
    ...PHONE_BROWSER.launchOptions,
    baseURL: stackUrls.shell,
    serviceWorkers: 'allow',
    offline: options.offline ?? false,
  });
  watchContextSecrets(context);
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/**
 * The kept photo beside the label: an object URL of the Blob in IndexedDB, decoded (not a broken image:
 * the page's CSP must allow blob: images).
 */
async function expectKeptPhoto(thumbnail: Locator): Promise<void> {
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function photoBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * What the server stores for PROOF_JPEG (it re-encodes every photo, ADR 0003), uploaded directly by
 * another user (so this user's days stay untouched), and how many files one upload stores.
 */
async function serverCopyOfProofFile(api: ApiHelper, other: Account): Promise<{ bytes: Buffer; filesPerPhoto: number }> {
  const bucket = await createBucket(api, other.accessToken, 'REPEAT', '비교용 버킷');
  const [moment] = await challengeWithDailyMoments(api, other.accessToken, bucket, ['비교용 모멘트']);
  const before = storedPhotoCount();
  await uploadProofFile(api, other.accessToken, `/api/bucket/moments/${moment}`, fs.readFileSync(PROOF_JPEG), 'proof.jpg');
  const filesPerPhoto = storedPhotoCount() - before;
  const { moment: detail } = await api.get<MomentDetailResponse>(`/api/bucket/moment/${moment}`, { token: other.accessToken });
  return { bytes: await photoBytes(detail.photoUrl!), filesPerPhoto };
}

test('a moment proven offline waits through a reload and a restart, then is uploaded once, for the day it was taken', async ({ api, account, signUp }) => {
  test.setTimeout(150_000);
  const token = account.accessToken;
  const bucketId = await createBucket(api, token, 'REPEAT', '건강한 습관');
  // Two days, so proving today's leaves the bucket challenging (its tile stays on the moment tab).
  const [momentId] = await challengeWithDailyMoments(api, token, bucketId, ['물 2리터 마시기', '물 2리터 또 마시기']);
  const reference = await serverCopyOfProofFile(api, await signUp());
  expect(reference.filesPerPhoto).toBeGreaterThan(0);
  const photosBefore = storedPhotoCount();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-offline-proof-'));
  let { context, page } = await openDevice(profile);
  try {
    await seedSession(context, account);
    const uploads = recordProofUploads(context);
    const proveLink = page.getByRole('link', { name: '물 2리터 마시기 인증하러 가기' });
    const waiting = page.getByRole('list').getByText(WAITING);
    const keptPhoto = (p: Page) => p.getByRole('list').getByText(WAITING).getByRole('img', { name: keptPhotoName('물 2리터 마시기') });
    const todayOnHome = (p: Page) => p.getByRole('region', { name: '오늘의 모멘트' });
    // Home first, then the moment tab in the same page: both tabs' answers are kept on the device.
    await page.goto('/home');
    await expect(todayOnHome(page)).toContainText('물 2리터 마시기');
    await new TabBar(page).open('moment');
    await expect(proveLink).toBeVisible();
    // The app on the device: its code in the worker's caches, its answers in IndexedDB.
    await waitForControllingWorker(page);
    await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
    await expect.poll(() => answersKept(page)).toBe(true);

    await context.setOffline(true);
    await proveLink.click();
    await pickFile(page, PROOF_JPEG);
    const pickedAt = Date.now();
    await page.getByRole('button', { name: '인증하기' }).click();
    const dialog = page.getByRole('dialog', { name: '물 2리터 마시기' });
    await expect(dialog).toContainText(WAITING);
    expect(await proofsOnDevice(page)).toBe(1);
    await dialog.getByRole('button', { name: '완료!' }).click();
    await expect(page).toHaveURL(/\/moment$/);
    await expect(waiting).toBeVisible();
    await expectKeptPhoto(keptPhoto(page));

    // A reload without a connection: still waiting, with its photo.
    await page.reload();
    await expect(waiting).toBeVisible();
    await expectKeptPhoto(keptPhoto(page));
    // The browser closed and opened again, still offline: the proof is still on the device.
    await context.close();
    ({ context, page } = await openDevice(profile, { offline: true }));
    uploads.push(...recordProofUploads(context));
    // Home's today's moments say it too.
    await page.goto('/home');
    await expect(todayOnHome(page)).toContainText(WAITING);
    await page.goto('/moment');
    await expect(page.getByRole('list').getByText(WAITING)).toBeVisible();
    await expectKeptPhoto(keptPhoto(page));
    const beforeOnline = await api.get<MomentDetailResponse>(`/api/bucket/moment/${momentId}`, { token });
    expect(beforeOnline.moment.isCompleted).toBe(false);

    // Back online: the flusher sends it, and the tile shows the proof.
    await context.setOffline(false);
    await expect(page.getByRole('img', { name: '물 2리터 마시기 인증 사진', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list').getByText(WAITING)).toHaveCount(0);
    await expect(page.getByRole('img', { name: keptPhotoName('물 2리터 마시기') })).toHaveCount(0);
    expect(await proofsOnDevice(page)).toBe(0);

    // Every attempt that left the browser carried the one key and the time the photo was picked.
    const sent = uploads.filter((upload) => upload.key !== undefined);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((upload) => upload.key)).size).toBe(1);
    const takenAt = Date.parse(sent[0]!.takenAt!);
    expect(Math.abs(takenAt - pickedAt)).toBeLessThan(10_000);

    // Exactly one proof: one photo's files more on the server, equal to what the server makes of the file.
    const { moment } = await api.get<MomentDetailResponse>(`/api/bucket/moment/${momentId}`, { token });
    expect(moment.isCompleted).toBe(true);
    expect(storedPhotoCount() - photosBefore).toBe(reference.filesPerPhoto);
    expect((await photoBytes(moment.photoUrl!)).equals(reference.bytes)).toBe(true);
    // The week strip counts the day it was taken.
    const { weekStatus } = await api.get<WeekStatusResponse>('/api/home/momentsComplete/week', { token });
    expect(weekStatus.find((day) => day.date === seoulDate(takenAt))?.isComplete).toBe(true);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('an upload whose answer is lost midway is kept, and its retry with the same key stores one photo', async ({ signedInPage: page, api, account, signUp }) => {
  test.setTimeout(90_000);
  const token = account.accessToken;
  const bucketId = await createBucket(api, token, 'REPEAT', '독서 습관');
  const [momentId] = await challengeWithDailyMoments(api, token, bucketId, ['책 10쪽 읽기', '책 20쪽 읽기']);
  const { filesPerPhoto } = await serverCopyOfProofFile(api, await signUp());
  const photosBefore = storedPhotoCount();
  const uploads = recordProofUploads(page);
  // The first upload reaches the server, which stores the proof; the connection then drops before
  // the answer arrives. Every later request goes through untouched.
  let dropped = false;
  await page.route(PROOF_PATH, async (route) => {
    if (dropped || route.request().method() !== 'PATCH') return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto('/moment');
  await page.getByRole('link', { name: '책 10쪽 읽기 인증하러 가기' }).click();
  await pickFile(page, PROOF_JPEG);
  await page.getByRole('button', { name: '인증하기' }).click();
  const dialog = page.getByRole('dialog', { name: '책 10쪽 읽기' });
  await expect(dialog).toContainText(WAITING);
  expect(await proofsOnDevice(page)).toBe(1);
  expect(storedPhotoCount() - photosBefore).toBe(filesPerPhoto);

  // The next app start sends it again with the same key: the server answers the first result.
  await page.reload();
  await expect(page.getByRole('img', { name: '책 10쪽 읽기 인증 사진', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => proofsOnDevice(page), { timeout: 20_000 }).toBe(0);
  // At least the lost one and one retry. Browser wake-ups (Background Sync) may send it again in
  // between, and on a busy machine the reload can cut such a send off: every attempt must carry the
  // same key and time, and the server must store one photo.
  expect(uploads.length).toBeGreaterThanOrEqual(2);
  expect(uploads[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  for (const upload of uploads) expect(upload).toEqual(uploads[0]);
  expect(storedPhotoCount() - photosBefore).toBe(filesPerPhoto);
  const { moment } = await api.get<MomentDetailResponse>(`/api/bucket/moment/${momentId}`, { token });
  expect(moment.isCompleted).toBe(true);
});

test("an achievement proven offline shows '업로드 대기 중' and its photo in the bucket list, and is achieved once back online", async ({ signedInPage: page, api, account }) => {
  const token = account.accessToken;
  const bucketId = await createBucket(api, token, 'ACHIEVEMENT', '한라산 등반');
  const buckets = new BucketScreen(page);
  const uploads = recordProofUploads(page);
  // Without a worker nothing is on the device: the flusher's chunk must have loaded before the connection drops.
  const flusherLoaded = page.waitForResponse((response) => response.url().includes('/after-first-screen.'));
  await page.goto('/moment/bucket');
  await expect(buckets.list('ACHIEVEMENT').getByText('대기 중', { exact: true })).toBeVisible();
  await flusherLoaded;

  await page.context().setOffline(true);
  await buckets.openMenu('한라산 등반');
  await page.getByRole('link', { name: '달성 인증하기' }).click();
  await pickFile(page, PROOF_JPEG);
  await page.getByRole('button', { name: '인증하기' }).click();
  const dialog = page.getByRole('dialog', { name: '한라산 등반' });
  await expect(dialog).toContainText(WAITING);
  const audit = screenAuditor(page);
  await audit.check('achievement proof kept on the device: its modal');
  await dialog.getByRole('button', { name: '완료!' }).click();
  await expect(page).toHaveURL(/\/moment\/bucket$/);
  await expect(buckets.list('ACHIEVEMENT').getByText(WAITING)).toBeVisible();
  await expectKeptPhoto(buckets.list('ACHIEVEMENT').getByText(WAITING).getByRole('img', { name: keptPhotoName('한라산 등반') }));
  await audit.check('bucket list with a waiting proof, offline');
  audit.done();
  // Not offered twice while it waits.
  await expect(page.getByRole('button', { name: '한라산 등반 메뉴' })).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(buckets.list('ACHIEVEMENT').getByText('달성 완료')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: keptPhotoName('한라산 등반') })).toHaveCount(0);
  const sent = uploads.filter((upload) => upload.key !== undefined);
  expect(new Set(sent.map((upload) => upload.key)).size).toBe(1);
  const { bucket } = await api.get<{ bucket: { isCompleted: boolean } }>(`/api/bucket/${bucketId}`, { token });
  expect(bucket.isCompleted).toBe(true);
});
