// The product through the production topology: every page, script, API call and photo goes through
// nginx (static builds on two origins, the API on three replicas), photos into the S3-compatible
// store. One journey across two people, from sign-in to withdrawal.
import { expect, test } from '@playwright/test';
import { PROOF_JPEG } from '../pages/moment-screens';
import { topology } from './topology-info';
import { accessToken, signUp, storedKeys } from './topology-steps';

test('sign in, a bucket, moments, a photo proof, a friend cheers it in the feed; withdrawal deletes the photos', async ({ browser }) => {
  const mina = await signUp(browser, '미나');
  const joon = await signUp(browser, '준');
  try {
    const page = mina.page;
    // A repeat bucket, through the moment remote from the remotes' origin.
    await page.goto('/moment/bucket');
    const input = page.getByRole('textbox', { name: '반복형 버킷리스트 추가' });
    await input.fill('매일 아침 스트레칭');
    await input.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('list', { name: '반복형 버킷리스트' }).getByText('매일 아침 스트레칭', { exact: true })).toBeVisible();

    // Moments by hand: two days, one step a day.
    await page.getByRole('button', { name: '매일 아침 스트레칭 메뉴' }).click();
    await page.getByRole('link', { name: '나만의 모멘트 만들기' }).click();
    await page.getByRole('button', { name: /직접 작성/ }).click();
    await page.getByLabel('예상 소요 기간은').fill('2');
    await page.getByRole('button', { name: '확정하기' }).click();
    await page.getByRole('textbox', { name: '1번째 할 일' }).fill('목 스트레칭');
    await page.getByRole('button', { name: '확정하기' }).click();
    await page.getByText('1일에 1번').click();
    await page.getByRole('button', { name: '확정하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '모멘트 설계 완료 !' })).toBeVisible();
    await page.getByRole('button', { name: '확인' }).click();
    // Confirming navigates to the bucket list: a tab clicked before it lands is overridden by it.
    await expect(page).toHaveURL(/\/moment\/bucket$/);

    // Today's moment proven with a photo: it lands in the S3 store and is read back by a presigned URL.
    const keysBefore = await storedKeys();
    await page.getByRole('link', { name: '모멘트', exact: true }).first().click();
    await page.getByRole('link', { name: '목 스트레칭 인증하러 가기' }).click();
    await page.getByLabel('인증 사진 선택').setInputFiles(PROOF_JPEG);
    await page.getByRole('button', { name: '인증하기' }).click();
    const success = page.getByRole('dialog', { name: '목 스트레칭' });
    await expect(success).toContainText('새로운 모멘트를 인증했어요!');
    await success.getByRole('button', { name: '완료!' }).click();
    const proof = page.getByRole('img', { name: '목 스트레칭 인증 사진' });
    await expect(proof).toHaveAttribute('src', new RegExp(`^${topology().s3.endpoint}/${topology().s3.bucket}/`));
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const minasKeys = (await storedKeys()).filter((key) => !keysBefore.includes(key));
    expect(minasKeys.length).toBeGreaterThan(0);

    // Joon adds Mina by her code, sees the proof in his feed and cheers it.
    const code = (await (await fetch(`${topology().api}/api/users/friendCode`, { headers: { authorization: `Bearer ${await accessToken(page)}` } })).json()) as { friendCode: string };
    const other = joon.page;
    await other.goto('/mypage/friend');
    await other.getByLabel('친구 코드', { exact: true }).fill(code.friendCode);
    await other.getByRole('button', { name: '친구 코드 검색' }).click();
    await other.getByRole('alertdialog', { name: '미나님을 친구로 추가할까요?' }).getByRole('button', { name: '추가' }).click();
    await other.getByRole('dialog', { name: '친구 추가 완료' }).getByRole('button', { name: '확인' }).click();
    await other.goto('/feed');
    const card = other.getByRole('article', { name: '매일 아침 스트레칭' });
    await expect(card.getByText('미나 님이')).toBeVisible();
    await expect.poll(() => card.getByRole('img', { name: /인증 사진/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await card.getByRole('button', { name: "'매일 아침 스트레칭' 응원하기" }).click();
    await other.getByRole('dialog', { name: '미나님의 모멘트를 응원했습니다!' }).getByRole('button', { name: '확인' }).click();
    await expect(card.getByRole('button', { name: '응원 완료' })).toBeDisabled();

    // Mina sees the cheer in her notifications. nginx answers /home with the page the deploy wrote for
    // it: Home's screen and its first GETs in the HTML (its styles allowed: no CSP violation below).
    const homePage = await (await fetch(`${topology().shell}/home`)).text();
    expect(homePage).toContain('<meta name="momentum-first-requests" content="/api/');
    expect(homePage).toContain('data-first-answer=');
    await page.goto('/home');
    await page.getByRole('button', { name: '알림' }).click();
    await expect(page.getByRole('list', { name: '알림 목록' }).getByText("준님이 '목 스트레칭' 모멘트를 응원했어요!")).toBeVisible();

    // Withdrawal removes her objects from the store.
    await page.goto('/mypage');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' }).getByRole('button', { name: '탈퇴하기' }).click();
    await page.getByRole('dialog', { name: '회원 탈퇴 완료' }).getByRole('button', { name: '확인' }).click();
    await expect.poll(async () => (await storedKeys()).filter((key) => minasKeys.includes(key))).toEqual([]);

    expect([...mina.cspViolations, ...joon.cspViolations]).toEqual([]);
  } finally {
    await mina.context.close();
    await joon.context.close();
  }
});
