// Offline through the production topology (nginx, three API replicas, S3): a phone that used the app
// keeps every tab's data offline, a change asked for offline is refused at once and never sent later
// (ADR 0017), and online a proven moment is never offered for proof again from a kept copy (ADR 0015).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import { CODE_CACHE, cachedCount, waitForControllingWorker } from '../fixtures/service-worker';
import { PROOF_JPEG } from '../pages/moment-screens';
import { TabBar } from '@momentum/stack/tab-bar';
import { topology } from './topology-info';
import { accessToken, signUp } from './topology-steps';

const OFFLINE_NOTICE = '오프라인이에요. 마지막으로 불러온 내용을 보여 드려요.';
const OFFLINE_REFUSAL = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';

test.use({ serviceWorkers: 'allow' });

test('offline: kept tabs, a refused change never sent; online: a proven moment is not offered again', async ({ browser }) => {
  const person = await signUp(browser, '오프라인');
  const page = person.page;
  const token = await accessToken(page);
  const call = async (method: string, path: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${topology().api}${path}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return response.json();
  };
  const { bucket } = await call('POST', '/api/bucket', { type: 'REPEAT', content: '물 마시기' });
  await call('PATCH', `/api/bucket/${bucket.bucketID}/challenge`);
  // Calendar days, as the spec's client sends them.
  const today = seoulDate();
  const tomorrow = seoulDate(Date.now() + 24 * 3_600_000);
  const { moments } = await call('POST', `/api/bucket/moments/${bucket.bucketID}`, {
    startDate: today, endDate: tomorrow, frequency: 'daily', moments: [{ id: 'moment-0', content: '물 한 잔', startDate: today, endDate: tomorrow }],
  });
  const momentId: string = moments[0].momentID;

  // Used online: the proof screen opened, the worker in control, every tab visited.
  const nav = new TabBar(page);
  await page.goto(`/moment/upload/${momentId}`);
  await expect(page.getByRole('heading', { level: 1, name: '물 한 잔' })).toBeVisible();
  await waitForControllingWorker(page);
  await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  for (const remote of ['home', 'moment', 'feed', 'mypage'] as const) {
    await nav.open(remote);
    await expect(nav.heading(remote)).toBeVisible();
  }
  await nav.open('moment');
  await page.getByRole('navigation', { name: '모멘트 화면 전환' }).getByRole('link', { name: '버킷리스트' }).click();
  await expect(page.getByText('물 마시기')).toBeVisible();
  // Left at once: the list's answer was kept as it arrived, not in the page's last moments.

  // Proven elsewhere; opened again online: the spec's alert and /moment, not the form.
  const form = new FormData();
  form.set('photoUrl', new Blob([await readFile(PROOF_JPEG)], { type: 'image/jpeg' }), 'proof.jpg');
  await call('PATCH', `/api/bucket/moments/${momentId}`, undefined, form);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`/moment/upload/${momentId}`);
  await expect(page).toHaveURL(/\/moment$/);
  await expect.poll(() => alerts).toEqual(['존재하지 않는 페이지입니다.']);

  // Offline: the app from the device, the bucket list kept, a new bucket refused at once.
  await page.context().setOffline(true);
  try {
    await page.reload();
    await page.getByRole('navigation', { name: '모멘트 화면 전환' }).getByRole('link', { name: '버킷리스트' }).click();
    await expect(page.getByText('물 마시기')).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    const input = page.getByRole('textbox', { name: '반복형 버킷리스트 추가' });
    await input.fill('새벽 달리기');
    await input.press('Enter');
    await expect(page.getByText(OFFLINE_REFUSAL)).toBeVisible();
    await expect(input).toHaveValue('새벽 달리기');
    await page.reload();
  } finally {
    await page.context().setOffline(false);
  }
  // Back online: nothing was sent then or later.
  await page.reload();
  await expect(page.getByText('물 마시기')).toBeVisible();
  const { buckets } = await call('GET', '/api/bucket/all/repeat');
  expect(buckets.map((b: { content: string }) => b.content)).toEqual(['물 마시기']);
  expect(person.cspViolations).toEqual([]);
  await person.context.close();
});
