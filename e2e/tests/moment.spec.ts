// The bucket-to-proof journey of the moment remote, against the real API and the scripted fake AI.
import { expect, test } from '../fixtures/test';
import { BucketScreen, createBucketViaApi, pickFile, PROOF_JPEG } from '../pages/moment-screens';

test('adds, edits and deletes buckets of both kinds', async ({ signedInPage: page }) => {
  const buckets = new BucketScreen(page);
  await page.goto('/moment/bucket');
  await expect(page.getByRole('link', { name: '버킷리스트' })).toHaveAttribute('aria-current', 'page');

  // Enter adds (trimmed); the result modal opens and the input clears.
  await buckets.input('REPEAT').fill('  매일 30분 걷기  ');
  await buckets.input('REPEAT').press('Enter');
  await buckets.acknowledge();
  await expect(buckets.input('REPEAT')).toHaveValue('');
  await expect(buckets.list('REPEAT').getByText('매일 30분 걷기', { exact: true })).toBeVisible();

  // Losing focus adds too.
  await buckets.input('ACHIEVEMENT').fill('제주도 한 바퀴');
  await buckets.input('ACHIEVEMENT').blur();
  await buckets.acknowledge();
  await expect(buckets.list('ACHIEVEMENT').getByText('제주도 한 바퀴')).toBeVisible();
  await expect(buckets.list('ACHIEVEMENT').getByText('대기 중')).toBeVisible();

  // The 31st character is refused with the toast.
  await buckets.input('REPEAT').fill('가'.repeat(30));
  await buckets.input('REPEAT').pressSequentially('가');
  await expect(page.getByText('최대 30자만 작성 가능합니다!')).toBeVisible();
  await expect(buckets.input('REPEAT')).toHaveValue('가'.repeat(30));
  await buckets.input('REPEAT').fill('');

  // Inline edit.
  await page.getByRole('button', { name: '매일 30분 걷기 수정' }).click();
  const edit = page.getByRole('textbox', { name: '매일 30분 걷기 수정' });
  await edit.fill('매일 40분 걷기');
  await edit.press('Enter');
  await buckets.acknowledge();
  await expect(buckets.list('REPEAT').getByText('매일 40분 걷기')).toBeVisible();

  // Delete after confirmation, in both sections.
  for (const content of ['매일 40분 걷기', '제주도 한 바퀴']) {
    await page.getByRole('button', { name: `${content} 삭제` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await buckets.acknowledge();
    await expect(page.getByText(content, { exact: true })).toHaveCount(0);
  }
  // Still empty after a reload: the server agrees.
  await page.reload();
  await expect(page.getByText('아직 반복형 버킷리스트가 없어요', { exact: false })).toBeVisible();
});

test('creates moments by hand, saves them and proves today\'s moment on the dashboard', async ({ signedInPage: page, api, account }) => {
  await createBucketViaApi(api, account.accessToken, 'REPEAT', '아침 스트레칭');
  const buckets = new BucketScreen(page);
  await page.goto('/moment/bucket');
  await buckets.openMenu('아침 스트레칭');
  await page.getByRole('link', { name: '나만의 모멘트 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '아침 스트레칭' })).toBeVisible();
  await page.getByRole('button', { name: /직접 작성/ }).click();
  await expect(page).toHaveURL(/\/moment\/create-moment\/[0-9a-f-]+\?mode=manual$/);

  await page.getByLabel('예상 소요 기간은').fill('2');
  await page.getByRole('button', { name: '확정하기' }).click();
  await page.getByRole('textbox', { name: '1번째 할 일' }).fill('목 스트레칭');
  await page.getByRole('button', { name: '+ 할 일 추가' }).click();
  await page.getByRole('textbox', { name: '2번째 할 일' }).fill('허리 스트레칭');
  await page.getByRole('button', { name: '확정하기' }).click();
  const confirmFrequency = page.getByRole('button', { name: '확정하기' });
  await expect(confirmFrequency).toBeDisabled();
  await page.getByText('1일에 1번').click();
  await confirmFrequency.click();

  await expect(page.getByRole('heading', { level: 1, name: '모멘트 설계 완료 !' })).toBeVisible();
  const designed = page.getByRole('list', { name: '생성된 모멘트' }).getByRole('listitem');
  await expect(designed).toHaveCount(2);
  await expect(designed.nth(0)).toContainText('목 스트레칭');
  await expect(designed.nth(1)).toContainText('허리 스트레칭');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/moment\/bucket$/);
  await expect(buckets.list('REPEAT').getByText('도전 중')).toBeVisible();

  // The dashboard: progress at 0 %, then prove today's moment with a photo.
  await page.getByRole('link', { name: '모멘트', exact: true }).first().click();
  await expect(page.getByRole('progressbar', { name: '아침 스트레칭 달성률' })).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('link', { name: '목 스트레칭 인증하러 가기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '목 스트레칭' })).toBeVisible();
  const submit = page.getByRole('button', { name: '인증하기' });
  await expect(submit).toBeDisabled();

  // A non-image is refused with its toast.
  await pickFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('이미지 파일만 업로드할 수 있습니다.')).toBeVisible();
  await expect(submit).toBeDisabled();

  await pickFile(page, PROOF_JPEG);
  await expect(submit).toBeEnabled();
  await submit.click();
  const success = page.getByRole('dialog', { name: '목 스트레칭' });
  await expect(success).toContainText('새로운 모멘트를 인증했어요!');
  await success.getByRole('button', { name: '완료!' }).click();
  await expect(page).toHaveURL(/\/moment$/);
  await expect(page.getByRole('img', { name: '목 스트레칭 인증 사진' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '아침 스트레칭 달성률' })).toHaveAttribute('aria-valuenow', '50');
});

test('creates moments in auto mode with the AI, and a reload keeps the draft', async ({ signedInPage: page, api, account }) => {
  const id = await createBucketViaApi(api, account.accessToken, 'REPEAT', '매일 영어 단어 외우기');
  await page.goto(`/moment/select-mode/${id}`);
  await page.getByRole('button', { name: /자동 생성/ }).click();

  // The scripted fake AI estimates 30 days; edit it down to 3.
  await expect(page.getByText('30', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '수정하기' }).click();
  await page.getByLabel('예상 소요 기간은').fill('3');
  await page.getByRole('button', { name: '수정완료' }).click();
  await page.getByRole('button', { name: '확정하기' }).click();

  const plan = page.getByRole('list', { name: '투두 리스트' }).getByRole('listitem');
  await expect(plan).toHaveText(['매일 영어 단어 외 실천 1', '매일 영어 단어 외 실천 2', '매일 영어 단어 외 실천 3']);
  await page.getByRole('button', { name: '확정하기' }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();

  // Reload in the middle: the confirmed duration and list come back from the stored draft.
  await page.reload();
  await expect(page.getByText('3', { exact: true })).toBeVisible();
  await expect(plan).toHaveText(['매일 영어 단어 외 실천 1', '매일 영어 단어 외 실천 2', '매일 영어 단어 외 실천 3']);
  const stored = await page.evaluate((key) => localStorage.getItem(key), `momentConfig-${id}`);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ id, duration: 3, frequency: null });

  await page.getByText('1주에 1번').click();
  await page.getByRole('button', { name: '확정하기' }).click();
  await expect(page.getByRole('list', { name: '생성된 모멘트' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/moment\/bucket$/);
  const main = await api.get<{ data: { content: string; momentCount: number }[] }>('/api/bucket/challenging/main', { token: account.accessToken });
  expect(main.data).toEqual([expect.objectContaining({ content: '매일 영어 단어 외우기', momentCount: 3 })]);
});

test('proves an achievement with a photo', async ({ signedInPage: page, api, account }) => {
  await createBucketViaApi(api, account.accessToken, 'ACHIEVEMENT', '한라산 등반');
  const buckets = new BucketScreen(page);
  await page.goto('/moment/bucket');
  await buckets.openMenu('한라산 등반');
  await page.getByRole('link', { name: '달성 인증하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '한라산 등반' })).toBeVisible();
  await pickFile(page, PROOF_JPEG);
  await page.getByRole('button', { name: '인증하기' }).click();
  const success = page.getByRole('dialog', { name: '한라산 등반' });
  await expect(success).toContainText('새로운 버킷리스트를 달성했어요!');
  await success.getByRole('button', { name: '완료!' }).click();
  await expect(page).toHaveURL(/\/moment\/bucket$/);
  await expect(buckets.list('ACHIEVEMENT').getByText('달성 완료')).toBeVisible();
  // A completed item has no actions menu any more.
  await expect(page.getByRole('button', { name: '한라산 등반 메뉴' })).toHaveCount(0);
});

test('the fourth challenge is not offered', async ({ signedInPage: page, api, account }) => {
  const token = account.accessToken;
  for (const goal of ['도전 하나', '도전 둘', '도전 셋']) {
    const id = await createBucketViaApi(api, token, 'REPEAT', goal);
    await api.patch(`/api/bucket/${id}/challenge`, undefined, { token });
  }
  await createBucketViaApi(api, token, 'REPEAT', '도전 넷');
  await page.goto('/moment/bucket');
  await new BucketScreen(page).openMenu('도전 넷');
  await expect(page.getByText('도전은 최대 3개까지 할 수 있어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '나만의 모멘트 만들기' })).toHaveCount(0);
});
