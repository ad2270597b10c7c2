// Phone-size screenshots for the README (docs/screenshots). Not part of the normal run:
//   pnpm --filter @momentum/e2e screenshots
// Data is arranged through the real API, as a week of real use would leave it.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import type { ApiHelper } from '@momentum/stack/api-helper';
import { repoRoot } from '@momentum/stack/stack-config';
import { challengeWithDailyMoments, createBucket } from '@momentum/stack/home-seed';
import { befriend, friendCodeOf } from '../pages/feed-helpers';

const out = (name: string) => path.join(repoRoot, 'docs', 'screenshots', name);

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out(name) });
}

/** Proves with a real picture: a screenshot of the app itself stands in for a camera photo. */
async function prove(api: ApiHelper, token: string, apiPath: string, photo: Buffer): Promise<void> {
  const form = new FormData();
  form.set('photoUrl', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${api.baseUrl}${apiPath}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.ok, await response.text()).toBe(true);
}

test('@screenshots every tab at phone size', async ({ page, signUp, api }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
  await shoot(page, 'login.png');
  const photo = await page.screenshot({ clip: { x: 60, y: 240, width: 255, height: 255 } });

  const me = await signUp('모멘터');
  const friend = await signUp('달리는친구');
  await befriend(api, me.accessToken, friend.accessToken);

  const running = await createBucket(api, me.accessToken, 'REPEAT', '매일 아침 달리기');
  const [today] = await challengeWithDailyMoments(api, me.accessToken, running, ['공원 3km 달리기', '스트레칭 10분', '계단 오르기']);
  await prove(api, me.accessToken, `/api/bucket/moments/${today}`, photo);
  const reading = await createBucket(api, me.accessToken, 'REPEAT', '한 달에 책 두 권 읽기');
  await challengeWithDailyMoments(api, me.accessToken, reading, ['30쪽 읽기', '독서 노트 쓰기']);
  await createBucket(api, me.accessToken, 'REPEAT', '마라톤 완주하기');
  const jeju = await createBucket(api, me.accessToken, 'ACHIEVEMENT', '제주도 한 달 살기');
  await prove(api, me.accessToken, `/api/bucket/${jeju}/achievement-photo`, photo);
  await createBucket(api, me.accessToken, 'ACHIEVEMENT', '스카이다이빙 해보기');

  const swim = await createBucket(api, friend.accessToken, 'REPEAT', '주 3회 수영하기');
  const [friendToday] = await challengeWithDailyMoments(api, friend.accessToken, swim, ['자유형 500m']);
  await prove(api, friend.accessToken, `/api/bucket/moments/${friendToday}`, photo);

  await page.evaluate((token) => localStorage.setItem('accessToken', token), me.accessToken);
  for (const [route, file] of [
    ['/home', 'home.png'],
    ['/moment', 'moment.png'],
    ['/moment/bucket', 'bucket.png'],
    ['/feed', 'feed.png'],
    ['/mypage', 'mypage.png'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    await shoot(page, file);
  }

  // 나의 인증 기록: this month with today's two proofs, then the day itself.
  await page.goto('/mypage/diary');
  await expect(page.getByRole('link', { name: /일, 인증 2개$/ })).toBeVisible();
  await shoot(page, 'diary.png');
  await page.getByRole('link', { name: /일, 인증 2개$/ }).click();
  await expect(page.getByText(/^작심 \d+일$/)).toBeVisible();
  await shoot(page, 'diary-day.png');

  // The install offer on /home, as Chromium's `beforeinstallprompt` brings it up (synthetic here: a
  // Playwright context is never offered installation; install-offer.spec.ts).
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^오늘은 작심 \d+일$/ })).toBeVisible();
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
  // The offer waits for the person's first tap (docs/product-spec.md §10).
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(page.getByRole('region', { name: '앱 설치 안내' })).toBeVisible();
  await shoot(page, 'install.png');
});

test('@screenshots the 알림 설정 screen', async ({ page, signUp, api }) => {
  const me = await signUp('모멘터');
  await api.put('/api/push/settings', { pushEnabled: false, reminderHour: 21, knockPush: true, cheerPush: false }, { token: me.accessToken });
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), me.accessToken);
  await page.goto('/mypage/notifications');
  await expect(page.getByRole('combobox', { name: '리마인더 시간' })).toHaveValue('21');
  await shoot(page, 'reminders.png');
});

test('@screenshots an opened invite link', async ({ page, signUp, api }) => {
  const inviter = await signUp('달리는친구');
  const me = await signUp('모멘터');
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), me.accessToken);
  await page.goto(`/invite/${await friendCodeOf(api, inviter.accessToken)}`);
  await expect(page.getByRole('button', { name: '친구 추가' })).toBeVisible();
  await shoot(page, 'invite.png');
});
