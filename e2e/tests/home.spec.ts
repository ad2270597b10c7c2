// /home at phone size with data made through the API: header, week strip, three slots and the stamp,
// the bucket-list panel's picture, and the notification modal (open, then closed both ways).
import type { FriendCodeResponse } from '@momentum/contracts';
import { expect, test } from '../fixtures/test';
import { challengeWithDailyMoments, createBucket, uploadProof } from '@momentum/stack/home-seed';

const longDate = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'Asia/Seoul' });
const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Seoul' }).format(new Date());

test("a new user's home: day 1, an empty week, three placeholders, the seed picture, no notifications", async ({
  signedInPage: page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeVisible();

  const strip = page.getByRole('region', { name: '이번 주 모멘트 달성' });
  await expect(strip.getByRole('listitem')).toHaveCount(7);
  await expect(strip.getByRole('listitem')).toHaveText(['월', '화', '수', '목', '금', '토', '일'].map((d) => new RegExp(`^${d}`)));
  await expect(strip.getByRole('img', { name: /미완료$/ })).toHaveCount(7);

  const today = page.getByRole('region', { name: '오늘의 모멘트' });
  await expect(today.getByRole('listitem')).toHaveCount(3);
  await expect(today.getByRole('listitem').filter({ hasText: '-' })).toHaveCount(3);
  await expect(today.getByText('새로운 모멘트를 등록해보세요!')).toBeVisible();

  const panel = page.getByRole('region', { name: `${year} 버킷리스트 달성 현황` });
  await expect(panel.getByRole('img', { name: '씨앗 그림 (달성률 0%)' })).toBeVisible();

  const bell = page.getByRole('button', { name: '알림' });
  await bell.click();
  const dialog = page.getByRole('dialog', { name: '알림' });
  await expect(dialog.getByText('알림이 없습니다.')).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(bell).toBeFocused();
});

test('a user with proofs today and a new friend', async ({ signedInPage: page, account, api, signUp }) => {
  const token = account.accessToken;
  const run = await createBucket(api, token, 'REPEAT', '매일 달리기');
  const [runToday] = await challengeWithDailyMoments(api, token, run, ['3km 달리기', '5km 달리기']);
  const read = await createBucket(api, token, 'REPEAT', '책 한 권 읽기');
  await challengeWithDailyMoments(api, token, read, ['1장 읽기', '2장 읽기']);
  await uploadProof(api, token, `/api/bucket/moments/${runToday}`);
  const trip = await createBucket(api, token, 'ACHIEVEMENT', '제주도 여행');
  await uploadProof(api, token, `/api/bucket/${trip}/achievement-photo`);
  // A friend adds us by code: both get a FRIEND notification.
  const friend = await signUp();
  const { friendCode } = await api.get<FriendCodeResponse>('/api/users/friendCode', { token });
  await api.post('/api/friends', { friendCode }, { token: friend.accessToken });

  await page.goto('/home');
  // Today's proof does not lengthen the streak: today is day 1 of it.
  await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeVisible();
  const strip = page.getByRole('region', { name: '이번 주 모멘트 달성' });
  await expect(strip.getByRole('img', { name: `${longDate.format(new Date())} 완료` })).toBeVisible();
  await expect(strip.getByRole('img', { name: /미완료$/ })).toHaveCount(6);

  const today = page.getByRole('region', { name: '오늘의 모멘트' });
  const cards = today.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('3km 달리기');
  await expect(cards.nth(0).getByRole('img', { name: '완료 도장' })).toBeVisible();
  await expect(cards.nth(1)).toContainText('1장 읽기');
  await expect(cards.nth(1).getByRole('img', { name: '완료 도장' })).toHaveCount(0);
  await expect(cards.nth(2)).toHaveText('-빈 자리');
  await expect(today.getByText('오늘의 모멘트 총 1개 수집!')).toBeVisible();

  // 1 of 3 buckets done: 33.33 %, the 20–39 band.
  const panel = page.getByRole('region', { name: `${year} 버킷리스트 달성 현황` });
  await expect(panel.getByRole('img', { name: '새싹 그림 (달성률 33.33%)' })).toBeVisible();
  await expect(panel.getByText('달성률 33.33%', { exact: true })).toBeVisible();

  const bell = page.getByRole('button', { name: '알림' });
  await expect(bell).toHaveAttribute('data-unread', 'true');
  await bell.click();
  const dialog = page.getByRole('dialog', { name: '알림' });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText(friend.nickname);
  // An inside click keeps it open; the backdrop closes it; the dot is gone once read.
  await dialog.getByRole('listitem').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(187, 20);
  await expect(dialog).toBeHidden();
  await expect(bell).toHaveAttribute('data-unread', 'false');
});
