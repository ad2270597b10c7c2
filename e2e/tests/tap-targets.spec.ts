// Every tap target on the screens is at least 44×44 px at 375 px (WCAG 2.5.5's size; Apple's and
// Google's guides ask 44 and 48): links, buttons, checkboxes, radios, selects, a label-wrapped control
// by its label. On /moment a tap on a verify tile's caption goes where its link goes.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { challengeWithDailyMoments, createBucket, uploadProof } from '../fixtures/home-seed';
import { befriend, provenMoment } from '../pages/feed-helpers';
import { pickFile, PROOF_JPEG } from '../pages/moment-screens';

const MIN_PX = 44;

/**
 * The visible targets under 44×44, each named with its state and size. A checkbox or radio counts as
 * big enough when it or one of its labels is: the label is tapped for it (the wizard's radios are
 * hidden inside theirs). Left out: a link inside running text, whose height is the line's, which WCAG's
 * size criteria exempt too ("inline" targets), so text is never spaced out for it; no screen has one now.
 */
async function smallTargets(page: Page, state: string): Promise<string[]> {
  // Entrance animations done: a modal mid-scale lays its buttons out smaller than it keeps them.
  await page.evaluate(() => {
    const entrances = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(entrances.map((a) => a.finished.catch(() => undefined)));
  });
  return page.evaluate(
    ({ min, state }) => {
      const targets = document.querySelectorAll('a[href], button, [role="button"], input[type="checkbox"], input[type="radio"], select');
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      // Inline, with words of a sentence right beside it.
      const inRunningText = (element: Element) =>
        getComputedStyle(element).display === 'inline' &&
        Array.from(element.parentNode?.childNodes ?? []).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const found: string[] = [];
      for (const target of Array.from(targets)) {
        if (!shown(target) || inRunningText(target)) continue;
        const labels = target instanceof HTMLInputElement ? Array.from(target.labels ?? []) : [];
        const boxes = [target, ...labels].map((element) => element.getBoundingClientRect());
        if (boxes.some((box) => box.width >= min - 0.5 && box.height >= min - 0.5)) continue;
        const box = boxes[0]!;
        found.push(`${state}: <${target.tagName.toLowerCase()}> "${name(target)}" is ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return found;
    },
    { min: MIN_PX, state },
  );
}

/** Checks each state; findings are kept so one run lists all of them, then fails. */
function tapTargetAuditor(page: Page) {
  const findings: string[] = [];
  return {
    async check(state: string) {
      findings.push(...(await smallTargets(page, state)));
    },
    done() {
      expect(findings, findings.join('\n')).toEqual([]);
    },
  };
}

test('entry: login and not-found', async ({ page }) => {
  const audit = tapTargetAuditor(page);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
  await audit.check('login');
  await page.goto('/no-such-screen');
  await expect(page.getByText('4 0 4')).toBeVisible();
  await audit.check('not-found');
  audit.done();
});

test('home with data, the tab bar and the notifications modal', async ({ signedInPage: page, account, api, signUp }) => {
  const friend = await signUp('알림친구');
  await befriend(api, friend.accessToken, account.accessToken);
  const bucket = await createBucket(api, account.accessToken, 'REPEAT', '매일 아침 스트레칭 하기');
  const [moment] = await challengeWithDailyMoments(api, account.accessToken, bucket, ['목 스트레칭']);
  await uploadProof(api, account.accessToken, `/api/bucket/moments/${moment}`);
  const audit = tapTargetAuditor(page);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '오늘의 모멘트' })).toBeVisible();
  await audit.check('home');
  await page.getByRole('button', { name: '알림' }).click();
  await expect(page.getByRole('dialog', { name: '알림' })).toBeVisible();
  await audit.check('home: notifications');
  audit.done();
});

test('moment: dashboard, bucket list with its rows and menu, proof screen', async ({ signedInPage: page, account, api }) => {
  const token = account.accessToken;
  const bucket = await createBucket(api, token, 'REPEAT', '매일 아침 스트레칭 하기');
  const [moment] = await challengeWithDailyMoments(api, token, bucket, ['목 스트레칭']);
  await createBucket(api, token, 'REPEAT', '매일 영어 단어 외우기');
  await createBucket(api, token, 'ACHIEVEMENT', '한라산 등반하기');
  const audit = tapTargetAuditor(page);

  await page.goto('/moment');
  await expect(page.getByRole('link', { name: '목 스트레칭 인증하러 가기' })).toBeVisible();
  await audit.check('moment dashboard');

  await page.goto('/moment/bucket');
  await expect(page.getByRole('button', { name: '매일 영어 단어 외우기 삭제' })).toBeVisible();
  await audit.check('bucket list');
  await page.getByRole('button', { name: '매일 영어 단어 외우기 메뉴' }).click();
  await expect(page.getByRole('link', { name: '나만의 모멘트 만들기' })).toBeVisible();
  await audit.check('bucket list: item menu');

  await page.goto(`/moment/upload/${moment}`);
  await expect(page.getByRole('heading', { level: 1, name: '목 스트레칭' })).toBeVisible();
  await pickFile(page, PROOF_JPEG);
  await audit.check('moment proof: photo chosen');
  audit.done();
});

test('moment wizard: select mode, manual steps with the radios, completion', async ({ signedInPage: page, account, api }) => {
  const id = await createBucket(api, account.accessToken, 'REPEAT', '매일 영어 단어 외우기');
  const audit = tapTargetAuditor(page);
  await page.goto(`/moment/select-mode/${id}`);
  await expect(page.getByRole('button', { name: /직접 작성/ })).toBeVisible();
  await audit.check('select mode');
  await page.getByRole('button', { name: /직접 작성/ }).click();
  await page.getByLabel('예상 소요 기간은').fill('2');
  await audit.check('manual wizard: duration');
  await page.getByRole('button', { name: '확정하기' }).click();
  await page.getByRole('textbox', { name: '1번째 할 일' }).fill('단어 스무 개 외우기');
  await page.getByRole('button', { name: '+ 할 일 추가' }).click();
  await audit.check('manual wizard: to-do list');
  await page.getByRole('textbox', { name: '2번째 할 일' }).fill('복습하기');
  await page.getByRole('button', { name: '확정하기' }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await audit.check('manual wizard: frequency');
  await page.getByText('1일에 1번').click();
  await page.getByRole('button', { name: '확정하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '모멘트 설계 완료 !' })).toBeVisible();
  await audit.check('manual wizard: complete');
  audit.done();
});

test('feed: carousel, card with its cheer, friend menu; and with no friends', async ({ signedInPage: page, account, api, signUp }) => {
  const active = await signUp('활동친구');
  await befriend(api, account.accessToken, active.accessToken);
  await provenMoment(api, active.accessToken, '매일 아침 스트레칭 하기', '목 스트레칭');
  const audit = tapTargetAuditor(page);

  await page.goto('/feed');
  await page.getByRole('button', { name: /활동친구님의 프로필/ }).click();
  await expect(page.getByRole('article', { name: '매일 아침 스트레칭 하기' })).toBeVisible();
  await audit.check('feed');
  await page.getByRole('button', { name: '친구 관리' }).click();
  await expect(page.getByRole('dialog', { name: '활동친구님' })).toBeVisible();
  await audit.check('feed: friend menu');
  await page.getByRole('dialog').getByRole('button', { name: '친구 삭제하기' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await audit.check('feed: delete confirm');
  audit.done();
});

test('feed without friends, my page and its screens', async ({ signedInPage: page }) => {
  const audit = tapTargetAuditor(page);
  await page.goto('/feed');
  await expect(page.getByRole('button', { name: '친구 추가하기' })).toBeVisible();
  await audit.check('feed: no friends');

  await page.goto('/mypage');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await audit.check('my page');
  await page.goto('/mypage/friend');
  await expect(page.getByLabel('친구 코드', { exact: true })).toBeVisible();
  await audit.check('friend add');
  await page.goto('/mypage/edit');
  await expect(page.getByRole('button', { name: '저장하기' })).toBeVisible();
  await audit.check('profile edit');
  await page.goto('/mypage/notifications');
  await expect(page.getByRole('switch', { name: '푸시 알림' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '리마인더 시간' })).toBeVisible();
  await audit.check('notification settings');
  audit.done();
});

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
