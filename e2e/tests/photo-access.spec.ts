// Who may see a photo (ADR 0003): a friend sees the owner's proof through a signed, short-lived URL; once the
// friendship is gone no answer carries it, and the URL the ex-friend holds stops working at its expiry. The
// spec's own API has a movable clock (fixtures/extra-api.ts), so time moves without waiting.
import type { Browser } from '@playwright/test';
import { createApiHelper } from '@momentum/stack/api-helper';
import { extraApiPort, startExtraApi, tokenSubject, type ExtraApi } from '../fixtures/extra-api';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { signUpViaDevKakao } from '@momentum/stack/sign-up';
import { appConfigFor } from '@momentum/stack/stack';
import { DEV_KAKAO_CLIENT_ID, extraPort } from '@momentum/stack/stack-config';
import { expect, seedSession, test } from '../fixtures/test';
import { befriend, provenMoment } from '../pages/feed-helpers';

let api: ExtraApi;
let shell: ExtraShell;

test.beforeAll(async () => {
  api = await startExtraApi(extraApiPort(1), { movableClock: true });
  shell = await startExtraShell(extraPort(14));
  shell.writeConfig({ ...appConfigFor(), apiBaseUrl: api.url, kakao: { authorizeUrl: `${api.url}/oauth/authorize`, clientId: DEV_KAKAO_CLIENT_ID } });
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.dispose();
});

/** Opens `url` in a fresh context (an empty cache, so the answer is the API's, not a cached copy). */
async function openFresh(browser: Browser, url: string): Promise<{ status: number; contentType: string; body: string }> {
  const context = await browser.newContext();
  try {
    const response = await (await context.newPage()).goto(url);
    if (!response) throw new Error(`no response for ${url}`);
    const contentType = response.headers()['content-type'] ?? '';
    return { status: response.status(), contentType, body: contentType.startsWith('application/json') ? await response.text() : '' };
  } finally {
    await context.close();
  }
}

test("an ex-friend's photo URL stops working at its expiry (the API's clock moved, not waited for)", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const client = createApiHelper(api.url);
  const owner = await signUpViaDevKakao(client, { appOrigin: shell.url, nickname: '사진주인' });
  const friend = await signUpViaDevKakao(client, { appOrigin: shell.url, nickname: '옛친구' });
  await befriend(client, friend.accessToken, owner.accessToken);
  await provenMoment(client, owner.accessToken, '매일 그림 그리기', '스케치 한 장');

  // The friend sees the proof in the feed: a signed URL that names the photo and its expiry, no user.
  await seedSession(page.context(), friend, shell.url);
  await page.goto(`${shell.url}/feed`);
  const photo = page.getByRole('article', { name: '매일 그림 그리기' }).getByRole('img', { name: /인증 사진/ });
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = new URL((await photo.getAttribute('src'))!);
  expect(src.origin).toBe(api.url);
  expect([...src.searchParams.keys()]).toEqual(['exp', 'sig']);
  expect(src.href).not.toContain(tokenSubject(owner.accessToken));
  expect(src.href).not.toContain(tokenSubject(friend.accessToken));

  // Unfriended: the feed is gone for the ex-friend and no new answer carries the photo.
  await client.request('DELETE', '/api/friends', { token: friend.accessToken, body: { friendUserID: tokenSubject(owner.accessToken) } });
  const feed = await client.request('GET', `/api/feed/${tokenSubject(owner.accessToken)}`, { token: friend.accessToken });
  expect(feed.status).toBe(404);
  const friends = await client.request('GET', '/api/friends', { token: friend.accessToken });
  expect(JSON.stringify(friends.body)).not.toContain(src.pathname);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeVisible();
  await expect(page.getByRole('article', { name: '매일 그림 그리기' })).toHaveCount(0);

  // The URL already handed out still works until its expiry (30–60 minutes after it was issued)...
  const before = await openFresh(browser, src.href);
  expect(before.status).toBe(200);
  expect(before.contentType).toBe('image/webp');

  // ...and not a moment longer: the API's clock moves to one second past the expiry.
  api.setClockOffset(Number(src.searchParams.get('exp')) * 1000 + 1000 - Date.now());
  const after = await openFresh(browser, src.href);
  expect(after.status).toBe(404);
  expect(JSON.parse(after.body)).toEqual({ message: '사진을 찾을 수 없습니다.', code: 'NOT_FOUND' });
  // In a page, the same URL no longer paints anything.
  const painted = await page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = `${url}&reload=1`;
      }),
    src.href,
  );
  expect(painted).toBe(false);
});
