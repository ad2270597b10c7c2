// Every screen of docs/product-spec.md and every modal state at 375 px, through fixtures/screen-audit.ts
// (docs/testing.md, "Accessibility scan"). One test per screen group, walking its states in order; the last
// ones prove that each check can fail (tap targets: tap-targets.spec.ts).
import { expect, test } from '../fixtures/test';
import { axeCheck, screenAuditor } from '../fixtures/screen-audit';
import { buttonsAndModalTitles, wordsSplitAcrossLines } from '../fixtures/word-wraps';
import { challengeWithDailyMoments, createBucket, uploadProof } from '@momentum/stack/home-seed';
import { stackUrls } from '@momentum/stack/stack-config';
import { befriend, friendCodeOf, provenMoment } from '../pages/feed-helpers';
import { offlineWithInstallOffer } from '../pages/install-offer';
import { pickFile, PROOF_JPEG } from '../pages/moment-screens';

test('entry: splash, login, not-found', async ({ page }) => {
  const audit = screenAuditor(page);
  await page.goto('/');
  await expect(page.getByTestId('splash-page')).toBeVisible();
  await audit.check('splash');
  await page.waitForURL(/\/login$/);
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
  await audit.check('login');
  await page.goto('/no-such-screen');
  await expect(page.getByText('4 0 4')).toBeVisible();
  await audit.check('not-found');
  audit.done();
});

test('home with data, the notifications modal and the 보호권 sheet', async ({ signedInPage: page, account, api, signUp }) => {
  const friend = await signUp('알림친구');
  await befriend(api, friend.accessToken, account.accessToken);
  const bucket = await createBucket(api, account.accessToken, 'REPEAT', '매일 아침 스트레칭 하기');
  const [moment] = await challengeWithDailyMoments(api, account.accessToken, bucket, ['목 스트레칭']);
  await uploadProof(api, account.accessToken, `/api/bucket/moments/${moment}`);
  const audit = screenAuditor(page);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '오늘의 모멘트' })).toBeVisible();
  await audit.check('home');
  // The bell is in the prerendered HTML; its dot comes from React, so a tap after it is one React hears.
  await expect(page.getByRole('button', { name: '알림' })).toHaveAttribute('data-unread', 'true');
  await page.getByRole('button', { name: '알림' }).click();
  await expect(page.getByRole('dialog', { name: '알림' })).toBeVisible();
  await audit.check('home: notifications');
  await page.getByRole('dialog', { name: '알림' }).getByRole('button', { name: '닫기' }).click();
  // The 보호권 chip loads after the first screen.
  await page.getByRole('button', { name: '작심 보호권 0개' }).click({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: '작심 보호권' })).toBeVisible();
  await audit.check('home: 작심 보호권');
  audit.done();
});

test('moment: dashboard, orphan dialog, bucket list, toast, dialogs, menu', async ({ signedInPage: page, account, api }) => {
  const token = account.accessToken;
  const bucket = await createBucket(api, token, 'REPEAT', '매일 아침 스트레칭 하기');
  await challengeWithDailyMoments(api, token, bucket, ['목 스트레칭']);
  // Challenged without moments: a creation that stopped half-way, which the dashboard offers to redo.
  const orphan = await createBucket(api, token, 'REPEAT', '매일 일기 쓰기');
  await api.patch(`/api/bucket/${orphan}/challenge`, undefined, { token });
  await createBucket(api, token, 'REPEAT', '매일 영어 단어 외우기');
  const audit = screenAuditor(page);

  await page.goto('/moment');
  const orphanDialog = page.getByRole('alertdialog', { name: '모멘트를 불러오지 못했어요' });
  await expect(orphanDialog).toBeVisible();
  await audit.check('moment dashboard: orphan dialog');
  await orphanDialog.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('progressbar', { name: '매일 아침 스트레칭 하기 달성률' })).toBeVisible();
  await audit.check('moment dashboard');

  await page.goto('/moment/bucket');
  const repeatInput = page.getByRole('textbox', { name: '반복형 버킷리스트 추가' });
  await repeatInput.fill('가'.repeat(30));
  await repeatInput.pressSequentially('가');
  await expect(page.getByText('최대 30자만 작성 가능합니다!')).toBeVisible();
  await audit.check('bucket list: toast');
  await repeatInput.fill('주말마다 등산하기');
  await repeatInput.press('Enter');
  const result = page.getByRole('dialog');
  await expect(result.getByRole('button', { name: '확인' })).toBeVisible();
  await audit.check('bucket list: result dialog');
  await result.getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '주말마다 등산하기 삭제' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await audit.check('bucket list: confirm dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  await page.getByRole('button', { name: '매일 영어 단어 외우기 메뉴' }).click();
  await expect(page.getByRole('link', { name: '나만의 모멘트 만들기' })).toBeVisible();
  await audit.check('bucket list: item menu');
  audit.done();
});

test('moment: achievement and moment proofs with their success modals', async ({ signedInPage: page, account, api }) => {
  const token = account.accessToken;
  const bucket = await createBucket(api, token, 'REPEAT', '매일 아침 스트레칭 하기');
  const [moment] = await challengeWithDailyMoments(api, token, bucket, ['목 스트레칭']);
  await createBucket(api, token, 'ACHIEVEMENT', '친구들과 한라산 정상까지 등반하기');
  const audit = screenAuditor(page);

  await page.goto('/moment/bucket');
  await page.getByRole('button', { name: '친구들과 한라산 정상까지 등반하기 메뉴' }).click();
  await page.getByRole('link', { name: '달성 인증하기' }).click();
  await expect(page.getByRole('button', { name: '인증하기' })).toBeDisabled();
  await audit.check('achievement proof');
  await pickFile(page, PROOF_JPEG);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByRole('dialog', { name: '친구들과 한라산 정상까지 등반하기' })).toBeVisible();
  await audit.check('achievement proof: success modal');

  await page.goto(`/moment/upload/${moment}`);
  await expect(page.getByRole('heading', { level: 1, name: '목 스트레칭' })).toBeVisible();
  await pickFile(page, PROOF_JPEG);
  await audit.check('moment proof: photo chosen');
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByRole('dialog', { name: '목 스트레칭' })).toBeVisible();
  await audit.check('moment proof: success modal');
  audit.done();
});

test('moment wizard: select mode, manual steps, completion', async ({ signedInPage: page, account, api }) => {
  const id = await createBucket(api, account.accessToken, 'REPEAT', '매일 영어 단어 외우기');
  const audit = screenAuditor(page);
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

test('moment wizard: auto steps with the fake AI', async ({ signedInPage: page, account, api }) => {
  const id = await createBucket(api, account.accessToken, 'REPEAT', '매일 영어 단어 외우기');
  const audit = screenAuditor(page);
  await page.goto(`/moment/select-mode/${id}`);
  await page.getByRole('button', { name: /자동 생성/ }).click();
  await expect(page.getByText('30', { exact: true })).toBeVisible();
  await audit.check('auto wizard: duration');
  await page.getByRole('button', { name: '수정하기' }).click();
  await audit.check('auto wizard: duration editing');
  await page.getByLabel('예상 소요 기간은').fill('3');
  await page.getByRole('button', { name: '수정완료' }).click();
  await page.getByRole('button', { name: '확정하기' }).click();
  await expect(page.getByRole('list', { name: '투두 리스트' }).getByRole('listitem')).toHaveCount(3);
  await audit.check('auto wizard: to-do list');
  audit.done();
});

test('feed: card, cheer, friend menu, delete, empty feed, knock', async ({ signedInPage: page, account, api, signUp }) => {
  const active = await signUp('활동친구');
  const quiet = await signUp('조용한친구');
  await befriend(api, account.accessToken, active.accessToken);
  await befriend(api, account.accessToken, quiet.accessToken);
  await provenMoment(api, active.accessToken, '매일 아침 스트레칭 하기', '목 스트레칭');
  const audit = screenAuditor(page);

  await page.goto('/feed');
  await page.getByRole('button', { name: /활동친구님의 프로필/ }).click();
  const card = page.getByRole('article', { name: '매일 아침 스트레칭 하기' });
  await expect(card.getByRole('img', { name: /인증 사진/ })).toHaveJSProperty('complete', true);
  await audit.check('feed: a friend\'s proven moment');
  await card.getByRole('button', { name: "'매일 아침 스트레칭 하기' 응원하기" }).click();
  const cheered = page.getByRole('dialog', { name: '활동친구님의 모멘트를 응원했습니다!' });
  await expect(cheered).toBeVisible();
  await audit.check('feed: cheer notice');
  await cheered.getByRole('button', { name: '확인' }).click();

  await page.getByRole('button', { name: '친구 관리' }).click();
  const menu = page.getByRole('dialog', { name: '활동친구님' });
  await expect(menu).toBeVisible();
  await audit.check('feed: friend menu');
  await menu.getByRole('button', { name: '친구 삭제하기' }).click();
  await expect(page.getByRole('alertdialog', { name: '활동친구님을 삭제하겠습니까?' })).toBeVisible();
  await audit.check('feed: delete confirm');
  await page.getByRole('alertdialog').getByRole('button', { name: '네' }).click();
  const deleted = page.getByRole('dialog', { name: '친구 관계를 성공적으로 삭제했습니다.' });
  await expect(deleted).toBeVisible();
  await audit.check('feed: delete notice');
  await deleted.getByRole('button', { name: '확인' }).click();

  // The quiet friend is the only one left, selected: an empty feed with its knock button.
  await expect(page.getByRole('button', { name: '노크하기' })).toBeVisible();
  await audit.check('feed: empty');
  await page.getByRole('button', { name: '노크하기' }).click();
  await expect(page.getByRole('dialog', { name: '조용한친구님께 노크하였습니다!' })).toBeVisible();
  await audit.check('feed: knock notice');
  audit.done();
});

test('my page and friend add: no friends yet, copy toast, red hint, confirm, result', async ({ signedInPage: page, api, signUp }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrls.shell });
  const friend = await signUp('새친구');
  const audit = screenAuditor(page);
  await page.goto('/feed');
  await expect(page.getByRole('button', { name: '친구 추가하기' })).toBeVisible();
  await audit.check('feed: no friends');

  await page.goto('/mypage');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await audit.check('my page');

  await page.goto('/mypage/friend');
  const code = page.getByLabel('친구 코드', { exact: true });
  await expect(code).toBeVisible();
  await audit.check('friend add');
  await page.getByRole('button', { name: /^내 친구 코드 .* 복사$/ }).click();
  await expect(page.getByText('복사 완료!')).toBeVisible();
  await audit.check('friend add: copy toast');
  await code.fill('ABCDEFGHI');
  await expect(page.getByText('친구 코드는 8자리입니다. 다시 확인해주세요.')).toBeVisible();
  await audit.check('friend add: red hint');
  await code.fill(await friendCodeOf(api, friend.accessToken));
  await page.getByRole('button', { name: '친구 코드 검색' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await audit.check('friend add: confirm');
  await page.getByRole('alertdialog').getByRole('button', { name: '추가' }).click();
  await expect(page.getByRole('dialog', { name: '친구 추가 완료' })).toBeVisible();
  await audit.check('friend add: result');
  audit.done();
});

test('invite: the inviter with 친구 추가, and a link that is not right', async ({ signedInPage: page, api, signUp }) => {
  const inviter = await signUp('초대한친구');
  const audit = screenAuditor(page);
  await page.goto(`/invite/${await friendCodeOf(api, inviter.accessToken)}`);
  await expect(page.getByRole('button', { name: '친구 추가' })).toBeVisible();
  await audit.check('invite');
  await page.goto('/invite/ZZZZ9999');
  await expect(page.getByRole('alert')).toHaveText('초대 링크가 올바르지 않아요.');
  await audit.check('invite: not right');
  audit.done();
});

test('my page: 알림 설정 and its refusal message', async ({ signedInPage: page }) => {
  const audit = screenAuditor(page);
  await page.goto('/mypage/notifications');
  await expect(page.getByRole('switch', { name: '푸시 알림' })).toBeVisible();
  await audit.check('notification settings');
  // No permission granted: the browser answers 'denied' and the screen says how to allow it.
  await page.getByRole('switch', { name: '푸시 알림' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('notification settings: permission denied');
  audit.done();
});

test('my page: profile edit and withdrawal, with their modals', async ({ signedInPage: page }) => {
  const audit = screenAuditor(page);
  await page.goto('/mypage/edit');
  await expect(page.getByRole('button', { name: '저장하기' })).toBeVisible();
  await audit.check('profile edit');
  await page.getByRole('textbox', { name: '닉네임' }).fill('바뀐닉네임');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('dialog', { name: '저장 완료' })).toBeVisible();
  await audit.check('profile edit: result');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  // Last: withdrawal ends this account.
  await expect(page).toHaveURL(/\/mypage$/);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = page.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await audit.check('my page: withdraw confirm');
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByRole('dialog', { name: '회원 탈퇴 완료' })).toBeVisible();
  await audit.check('my page: withdraw result');
  audit.done();
});

test('home offline with the install offer: the notice and the offer together', async ({ signedInPage: page }) => {
  const audit = screenAuditor(page);
  await offlineWithInstallOffer(page);
  await audit.check('home: offline notice under the install offer');
  audit.done();
});

test.describe('the checks themselves', () => {
  // The served apps' CSP refuses inline styles (tests/csp.spec.ts); these tests add them on purpose.
  test.use({ bypassCSP: true });

  test('the axe check fails on text without contrast, naming the state and the element', async ({ signedInPage: page }) => {
    await page.goto('/mypage');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(page.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' })).toBeVisible();
    expect(await axeCheck(page, 'withdraw confirm'), 'the real modal passes').toEqual([]);
    // Grey on grey: 1.4:1.
    await page.addStyleTag({ content: '[role="alertdialog"] button { color: gray !important; background: dimgray !important; }' });
    expect(await axeCheck(page, 'withdraw confirm')).toContainEqual(
      expect.stringMatching(/^withdraw confirm: \[serious\] color-contrast .*>탈퇴하기<\/button>/),
    );
  });

  test('the word check names a button and a modal title broken inside a word', async ({ signedInPage: page }) => {
    await page.goto('/mypage');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const confirm = page.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' });
    await expect(confirm).toBeVisible();
    expect(await wordsSplitAcrossLines(await buttonsAndModalTitles(page)), 'the real modal passes').toEqual([]);

    // As narrow as the text allows (min-content), so the title and the buttons wrap wherever they may:
    // with break-all that is inside the words.
    const narrow = '[role="alertdialog"] :is(h2, button)';
    await page.addStyleTag({ content: `${narrow} { flex: none; width: min-content; word-break: break-all !important; }` });
    const split = await wordsSplitAcrossLines(await buttonsAndModalTitles(page));
    expect(split).toContainEqual(expect.stringMatching(/ in "정말 계정을 삭제하시겠습니까\?"$/));
    expect(split).toContainEqual(expect.stringMatching(/^"탈퇴하기" in "탈퇴하기"$/));

    // keep-all (and no overflow-wrap, which would let min-content break anywhere) wraps the same narrow
    // title between its words only: several lines, no word on two of them.
    await page.addStyleTag({ content: `${narrow} { word-break: keep-all !important; overflow-wrap: normal !important; }` });
    expect(await confirm.locator('h2').evaluate((title) => title.getClientRects()[0]!.height)).toBeGreaterThan(40);
    expect(await wordsSplitAcrossLines(await buttonsAndModalTitles(page))).toEqual([]);
  });
});
