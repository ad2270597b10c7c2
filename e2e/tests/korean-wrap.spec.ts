// Korean wraps between words at 375 px (the global `word-break: keep-all`): the texts that used to
// break inside a word, the to-do editor's '삭제' buttons on one line, and a to-do of the maximum
// length (20 characters) visible in full in its input.
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { wordsSplitAcrossLines } from '../fixtures/word-wraps';
import { befriend, friendCodeOf } from '../pages/feed-helpers';
import { createBucketViaApi, pickFile, PROOF_JPEG } from '../pages/moment-screens';

/** A modal's title and its description, the texts a user reads first. */
const modalTexts = (modal: Locator) => modal.locator('h2, p');

test('the to-do editor keeps 삭제 on one line and shows a 20-character to-do whole', async ({ signedInPage: page, api, account }) => {
  const id = await createBucketViaApi(api, account.accessToken, 'REPEAT', '매일 아침 스트레칭');
  await page.goto(`/moment/create-moment/${id}?mode=manual`);
  await page.getByLabel('예상 소요 기간은').fill('2');
  await page.getByRole('button', { name: '확정하기' }).click();
  // Twenty full-width syllables, the widest to-do the contracts allow.
  const longest = '가나다라마바사아자차카타파하거너더러머버';
  expect([...longest]).toHaveLength(20);
  await page.getByRole('textbox', { name: '1번째 할 일' }).fill(longest);
  await page.getByRole('button', { name: '+ 할 일 추가' }).click();
  await page.getByRole('textbox', { name: '2번째 할 일' }).fill('허리 스트레칭');

  const input = page.getByRole('textbox', { name: '1번째 할 일' });
  await expect(input).toHaveValue(longest);
  const { scrollWidth, clientWidth } = await input.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the whole to-do fits its input without scrolling').toBeLessThanOrEqual(clientWidth);

  const deletes = page.getByRole('button', { name: /번째 할 일 삭제$/ });
  await expect(deletes).toHaveCount(2);
  for (const button of await deletes.all()) {
    const lines = await button.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Array.from(range.getClientRects()).filter((rect) => rect.width > 0).length;
    });
    expect(lines, "'삭제' stays on one line").toBe(1);
  }
});

test('confirm and result modals keep 확인해주세요 and 노크하였습니다! whole', async ({ signedInPage: page, account, signUp, api }) => {
  const friend = await signUp('조용한친구');
  await page.goto('/mypage/friend');
  await page.getByLabel('친구 코드', { exact: true }).fill(await friendCodeOf(api, friend.accessToken));
  await page.getByRole('button', { name: '친구 코드 검색' }).click();
  const confirm = page.getByRole('alertdialog', { name: '조용한친구님을 친구로 추가할까요?' });
  await expect(confirm.getByText(/확인해주세요/)).toBeVisible();
  expect(await wordsSplitAcrossLines(modalTexts(confirm))).toEqual([]);
  await confirm.getByRole('button', { name: '취소' }).click();

  await befriend(api, account.accessToken, friend.accessToken);
  await page.goto('/feed');
  await page.getByRole('button', { name: '노크하기' }).click();
  const notice = page.getByRole('dialog', { name: '조용한친구님께 노크하였습니다!' });
  await expect(notice.getByText('곧 피드를 올릴 거예요!')).toBeVisible();
  expect(await wordsSplitAcrossLines(modalTexts(notice))).toEqual([]);
});

test('the achievement screen and its success modal keep 등반하기 whole', async ({ signedInPage: page, api, account }) => {
  await createBucketViaApi(api, account.accessToken, 'ACHIEVEMENT', '친구들과 한라산 정상까지 등반하기');
  await page.goto('/moment/bucket');
  await page.getByRole('button', { name: '친구들과 한라산 정상까지 등반하기 메뉴' }).click();
  await page.getByRole('link', { name: '달성 인증하기' }).click();
  const title = page.getByRole('heading', { level: 1, name: '친구들과 한라산 정상까지 등반하기' });
  await expect(title).toBeVisible();
  expect(await wordsSplitAcrossLines(title)).toEqual([]);
  await pickFile(page, PROOF_JPEG);
  await page.getByRole('button', { name: '인증하기' }).click();
  const success = page.getByRole('dialog', { name: '친구들과 한라산 정상까지 등반하기' });
  await expect(success).toContainText('새로운 버킷리스트를 달성했어요!');
  expect(await wordsSplitAcrossLines(modalTexts(success))).toEqual([]);
});
