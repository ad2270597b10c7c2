// Tap targets: every screen state of screens-a11y.spec.ts is measured by fixtures/tap-targets.ts
// (44×44 px at least); here, that check fails when it should, and on /moment a tap on a verify
// tile's caption goes where its link goes.
import { expect, test } from '../fixtures/test';
import { challengeWithDailyMoments, createBucket } from '@momentum/stack/home-seed';
import { smallTargets } from '../fixtures/tap-targets';

test("on /moment a tap on a verify tile's caption goes where the tile's link goes", async ({ signedInPage: page, account, api }) => {
  // Nothing challenged yet: the one tile offers to register a moment.
  await page.goto('/moment');
  const verify = page.getByRole('region', { name: '모멘트 인증' });
  await verify.getByText('새로운 모멘트 등록하기', { exact: true }).tap();
  await expect(page).toHaveURL(/\/moment\/bucket$/);

  const bucket = await createBucket(api, account.accessToken, 'REPEAT', '매일 아침 스트레칭 하기');
  const [moment] = await challengeWithDailyMoments(api, account.accessToken, bucket, ['목 스트레칭']);
  await page.goto('/moment');
  await verify.getByText('목 스트레칭', { exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/moment/upload/${moment}$`));
  await expect(page.getByRole('heading', { level: 1, name: '목 스트레칭' })).toBeVisible();
});

test.describe('the check itself', () => {
  // The served apps' CSP refuses inline styles (tests/csp.spec.ts); this test adds them on purpose.
  test.use({ bypassCSP: true });

  test('names a button made smaller than 44 px, and passes a link inside a sentence', async ({ signedInPage: page }) => {
    await page.goto('/mypage');
    const logout = page.getByRole('button', { name: '로그아웃' });
    await expect(logout).toBeVisible();
    expect(await smallTargets(page, 'my page'), 'the real screen passes').toEqual([]);

    await page.addStyleTag({ content: 'li button { min-height: 0 !important; height: 3rem !important; }' });
    expect(await smallTargets(page, 'my page')).toContainEqual(expect.stringMatching(/^my page: <button> "로그아웃" is \d+×30$/));

    await page.addStyleTag({ content: 'li button { height: auto !important; min-height: 5.6rem !important; }' });
    await page.evaluate(() => {
      const sentence = document.createElement('p');
      sentence.append('약관은 ', Object.assign(document.createElement('a'), { href: '/terms', textContent: '여기' }), '에서 읽을 수 있어요.');
      const alone = Object.assign(document.createElement('a'), { href: '/alone', textContent: '혼자' });
      document.querySelector('main')!.append(sentence, alone);
    });
    expect(await smallTargets(page, 'my page')).toEqual([expect.stringMatching(/^my page: <a> "혼자" is /)]);
  });
});
