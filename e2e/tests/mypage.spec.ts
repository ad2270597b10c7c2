// My Page end to end: every row of /mypage, add friend by code, edit profile, logout and
// account deletion, at phone size through the composed production build.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, seedSession, test, type Account } from '../fixtures/test';
import { stackUrls } from '@momentum/stack/stack-config';
import { befriend, friendCodeOf } from '../pages/feed-helpers';
import { LoginPage } from '@momentum/stack/login-flow';
import { PROOF_JPEG } from '../pages/moment-screens';

const HINT = '친구 코드는 8자리입니다. 다시 확인해주세요.';

const codeInput = (page: Page) => page.getByLabel('친구 코드', { exact: true });
const searchButton = (page: Page) => page.getByRole('button', { name: '친구 코드 검색' });

async function openAs(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: stackUrls.shell, viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  await seedSession(context, account);
  return { context, page: await context.newPage() };
}

test('My Page shows the profile and the four rows', async ({ signedInPage: page, account }) => {
  await page.goto('/mypage');
  const card = page.getByTestId('profile-card');
  await expect(card.getByText(account.nickname)).toBeVisible();
  await expect(card.getByText(account.email)).toBeVisible();
  await expect(card.getByRole('img', { name: `${account.nickname}님의 프로필 이미지` })).toHaveJSProperty('complete', true);
  const menu = page.getByRole('list', { name: '마이페이지 메뉴' });
  await expect(menu.getByRole('link', { name: '내 정보 수정' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '친구 추가' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '회원 탈퇴' })).toHaveCSS('color', 'rgb(255, 0, 0)');
});

test('copies my friend code to the clipboard with a toast', async ({ signedInPage: page, account, api }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrls.shell });
  const code = await friendCodeOf(api, account.accessToken);
  await page.goto('/mypage');
  await page.getByRole('link', { name: '친구 추가' }).click();
  await expect(page).toHaveURL(/\/mypage\/friend$/);
  await expect(page.getByRole('heading', { level: 1, name: '친구 추가' })).toBeVisible();
  await expect(page.getByText('버튼을 누르면 친구 코드가 복사됩니다.')).toBeVisible();
  await page.getByRole('button', { name: `내 친구 코드 ${code} 복사` }).click();
  await expect(page.getByText('복사 완료!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('adds a friend by code through the confirm and result modals', async ({ signedInPage: page, account, signUp, api }) => {
  const friend = await signUp();
  const code = await friendCodeOf(api, friend.accessToken);
  await page.goto('/mypage/friend');
  await codeInput(page).fill(code.toLowerCase());
  await searchButton(page).click();

  const confirm = page.getByRole('alertdialog', { name: `${friend.nickname}님을 친구로 추가할까요?` });
  await expect(confirm.getByText(/친구 코드가 맞는지 한 번 더 확인해주세요/)).toBeVisible();
  await confirm.getByRole('button', { name: '추가' }).click();

  const result = page.getByRole('dialog', { name: '친구 추가 완료' });
  await expect(result.getByText(`${friend.nickname}님과 친구가 되었어요!`)).toBeVisible();
  await result.getByRole('button', { name: '확인' }).click();
  await expect(result).toBeHidden();
  await expect(codeInput(page)).toHaveValue('');
  await expect(codeInput(page)).toBeFocused();

  const { friends } = await api.get<{ friends: Array<{ nickname: string }> }>('/api/friends', { token: account.accessToken });
  expect(friends.map((f) => f.nickname)).toEqual([friend.nickname]);
});

test('an unknown code shows the server message; an over-long code shows the red hint', async ({ signedInPage: page }) => {
  await page.goto('/mypage/friend');
  await codeInput(page).fill('ZZZZ9999');
  await searchButton(page).click();
  const result = page.getByRole('dialog', { name: '친구 추가 실패' });
  await expect(result.getByText('해당 친구 코드를 가진 사용자를 찾을 수 없습니다. 코드를 다시 확인해 주세요.')).toBeVisible();
  await result.getByRole('button', { name: '확인' }).click();
  await expect(codeInput(page)).toHaveValue('');

  await codeInput(page).fill('ABCD12345');
  const hint = page.getByText(HINT);
  await expect(hint).toBeVisible();
  await expect(hint).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(searchButton(page)).toBeDisabled();
  await codeInput(page).press('Backspace');
  await expect(hint).toBeHidden();
});

test("edits nickname and photo: seen on /mypage and in the friend's feed carousel", async ({ browser, signedInPage: page, account, signUp, api }) => {
  const friend = await signUp();
  await befriend(api, friend.accessToken, account.accessToken);
  const newNickname = `새이름${Date.now() % 100000}`;

  await page.goto('/mypage');
  await page.getByRole('link', { name: '내 정보 수정' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 정보 수정' })).toBeVisible();
  await expect(page.getByLabel('닉네임')).toHaveValue(account.nickname);
  await expect(page.getByLabel('이메일')).toHaveValue(account.email);
  await expect(page.getByLabel('이메일')).not.toBeEditable();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '프로필 이미지 변경' }).click();
  await (await chooser).setFiles(PROOF_JPEG);
  await expect(page.getByRole('img', { name: '새 프로필 이미지 미리보기' })).toHaveJSProperty('complete', true);
  await page.getByLabel('닉네임').fill(newNickname);
  await page.getByRole('button', { name: '저장하기' }).click();

  const result = page.getByRole('dialog', { name: '저장 완료' });
  await expect(result.getByText('프로필이 수정되었습니다.')).toBeVisible();
  await result.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  const card = page.getByTestId('profile-card');
  await expect(card.getByText(newNickname)).toBeVisible();
  const avatar = card.getByRole('img', { name: `${newNickname}님의 프로필 이미지` });
  // A signed read URL (ADR 0003): the key, then its expiry and signature.
  await expect(avatar).toHaveAttribute('src', /\/photos\/p\/[0-9a-f]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/);
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const friendSide = await openAs(browser, friend);
  try {
    await friendSide.page.goto('/feed');
    const carousel = friendSide.page.getByRole('toolbar', { name: '친구 목록' });
    await expect(carousel.getByText(newNickname)).toBeVisible();
    await expect(carousel.getByRole('img', { name: `${newNickname}님의 프로필` })).toHaveAttribute('src', /\/photos\//);
  } finally {
    await friendSide.context.close();
  }
});

test('a refused nickname is shown in the modal and nothing changes', async ({ signedInPage: page, account, api }) => {
  await page.goto('/mypage/edit');
  await page.getByLabel('닉네임').fill('   ');
  await page.getByRole('button', { name: '저장하기' }).click();
  const result = page.getByRole('dialog', { name: '저장 실패' });
  await expect(result.getByText('닉네임을 입력해 주세요.')).toBeVisible();
  await result.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mypage\/edit$/);
  expect((await api.me(account.accessToken)).nickname).toBe(account.nickname);
});

test('an unreadable nickname is refused by the server in the modal and nothing changes', async ({ signedInPage: page, account, api }) => {
  await page.goto('/mypage/edit');
  // A right-to-left override would make the name read backwards wherever friends see it.
  await page.getByLabel('닉네임').fill('\u202E모멘터');
  await page.getByRole('button', { name: '저장하기' }).click();
  const result = page.getByRole('dialog', { name: '저장 실패' });
  await expect(result.getByText('닉네임에 사용할 수 없는 문자가 있습니다.')).toBeVisible();
  await result.getByRole('button', { name: '확인' }).click();
  expect((await api.me(account.accessToken)).nickname).toBe(account.nickname);
});

test('logout forgets the session and goes to /login', async ({ signedInPage: page }) => {
  await page.goto('/mypage');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is forgotten once the screen has unmounted (useEndSession), just after the address changes.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
});

test('withdrawal deletes the account, lands on / signed out, and the same Kakao account signs up fresh', async ({ signedInPage: page, account, api }) => {
  const oldCode = await friendCodeOf(api, account.accessToken);
  // A stored profile photo, so the deletion has a file to remove.
  const form = new FormData();
  form.set('newNickname', account.nickname);
  form.set('profileImage', new Blob([await readFile(PROOF_JPEG)], { type: 'image/jpeg' }), 'me.jpg');
  const edited = await fetch(`${api.baseUrl}/api/users/profile`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  expect(edited.status).toBe(200);
  const photoUrl = ((await edited.json()) as { user: { profileImageUrl: string } }).user.profileImageUrl;
  expect((await fetch(photoUrl)).status).toBe(200);
  await page.goto('/mypage');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = page.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' });
  await expect(confirm.getByText(/되돌릴 수 없습니다/)).toBeVisible();
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();

  const result = page.getByRole('dialog', { name: '회원 탈퇴 완료' });
  await expect(result.getByText(/회원 탈퇴가 완료되었습니다/)).toBeVisible();
  await result.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`${stackUrls.shell}/`);
  await expect(page.getByTestId('splash-page')).toBeVisible();
  // The session is forgotten once the screen has unmounted (useEndSession), just after the address changes.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect((await api.request('GET', '/api/users', { token: account.accessToken })).status).toBe(401);
  expect((await fetch(photoUrl)).status).toBe(404); // the photo file is gone too
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The same development-Kakao account (same email) comes back as a brand-new user.
  const kakao = await new LoginPage(page).startKakao();
  await kakao.createAccount(account.nickname, account.email);
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const newCode = await friendCodeOf(api, token!);
  expect(newCode).toMatch(/^[A-Z]{4}\d{4}$/);
  expect(newCode).not.toBe(oldCode);
});
