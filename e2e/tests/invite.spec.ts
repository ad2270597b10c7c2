// Invite links at phone size: '친구 초대하기' through the share sheet or the clipboard, KakaoTalk where
// the deploy has a Kakao key, and /invite/{code} opened signed out and signed in, with each refusal.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, seedSession, test, type Account } from '../fixtures/test';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { screenAuditor } from '../fixtures/screen-audit';
import { friendCodeOf, befriend } from '../pages/feed-helpers';
import type { ApiHelper } from '@momentum/stack/api-helper';
import { LoginPage } from '@momentum/stack/login-flow';
import { appConfigFor } from '@momentum/stack/stack';
import { extraPort, stackUrls } from '@momentum/stack/stack-config';

const INVITE_LINE = (code: string) => `모멘텀에서 같이 작심해요! 내 친구 코드: ${code}`;
const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';
/** Stands in for Kakao's SDK: records what the app asks of it. */
const FAKE_SDK = `window.Kakao = { key: null, sent: [],
  init(key) { this.key = key; }, isInitialized() { return this.key !== null; },
  Share: { sendDefault(settings) { window.Kakao.sent.push(settings); } } };`;
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const friendsOf = async (api: ApiHelper, account: Account) =>
  (await api.get<{ friends: Array<{ nickname: string }> }>('/api/friends', { token: account.accessToken })).friends.map((f) => f.nickname);

async function openFriendPage(page: Page, origin = stackUrls.shell) {
  const response = await page.goto(`${origin}/mypage/friend`);
  await expect(page.getByRole('button', { name: '친구 초대하기' })).toBeEnabled();
  return response?.headers()['content-security-policy'] ?? '';
}

test.describe('sharing an invite', () => {
  test('the share sheet gets the invite link and its line; no Kakao button or address without a key', async ({ signedInPage: page, account, api }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedInvites: shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    });
    const code = await friendCodeOf(api, account.accessToken);
    const csp = await openFriendPage(page);
    await page.getByRole('button', { name: '친구 초대하기' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sharedInvites: ShareData[] }).sharedInvites)).toEqual([
      { title: '모멘텀', text: INVITE_LINE(code), url: `${stackUrls.shell}/invite/${code}` },
    ]);
    await expect(page.getByRole('button', { name: '카카오톡으로 초대' })).toHaveCount(0);
    expect(csp).toContain('script-src');
    expect(csp).not.toMatch(/kakao/i);
  });

  test('without a share sheet the link is copied, with a toast', async ({ signedInPage: page, account, api }) => {
    await page.addInitScript(() => void Reflect.deleteProperty(Navigator.prototype, 'share'));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrls.shell });
    const code = await friendCodeOf(api, account.accessToken);
    await openFriendPage(page);
    await page.getByRole('button', { name: '친구 초대하기' }).click();
    await expect(page.getByText('초대 링크를 복사했어요.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stackUrls.shell}/invite/${code}`);
  });

  test.describe('with a Kakao JavaScript key', () => {
    let shell: ExtraShell;
    test.beforeAll(async () => {
      shell = await startExtraShell(extraPort(18));
      const config = appConfigFor();
      shell.writeConfig({ ...config, kakao: { ...config.kakao, jsKey: 'e2e-kakao-js-key', sdk: { url: KAKAO_SDK_URL, integrity: sha384(FAKE_SDK) } } });
    });
    test.afterAll(async () => {
      await shell?.stop();
    });

    test("KakaoTalk gets a feed message; the SDK loads from Kakao's address on the tap, checked by its hash", async ({ page, account, api }) => {
      const sdkRequests: string[] = [];
      await page.route('https://t1.kakaocdn.net/**', (route) => {
        sdkRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: FAKE_SDK });
      });
      await seedSession(page.context(), account, shell.url);
      const code = await friendCodeOf(api, account.accessToken);
      const csp = await openFriendPage(page, shell.url);
      expect(csp).toMatch(/script-src [^;]*https:\/\/t1\.kakaocdn\.net/);
      const kakao = page.getByRole('button', { name: '카카오톡으로 초대' });
      await expect(kakao).toBeEnabled();
      const audit = screenAuditor(page);
      await audit.check('friend page with KakaoTalk');
      audit.done();
      expect(sdkRequests, 'nothing of Kakao before the tap').toEqual([]);

      await kakao.click();
      const link = { mobileWebUrl: `${shell.url}/invite/${code}`, webUrl: `${shell.url}/invite/${code}` };
      await expect.poll(() => page.evaluate(() => (window as unknown as { Kakao?: { sent: unknown[] } }).Kakao?.sent ?? [])).toEqual([
        {
          objectType: 'feed',
          content: { title: '모멘텀에서 같이 작심해요!', description: INVITE_LINE(code), imageUrl: `${shell.url}/icons/icon-512.png`, link },
          buttons: [{ title: '초대 열기', link }],
        },
      ]);
      expect(await page.evaluate(() => (window as unknown as { Kakao: { key: string } }).Kakao.key)).toBe('e2e-kakao-js-key');
      const script = page.locator(`script[src="${KAKAO_SDK_URL}"]`);
      await expect(script).toHaveAttribute('integrity', sha384(FAKE_SDK));
      await expect(script).toHaveAttribute('crossorigin', 'anonymous');
      expect(sdkRequests).toEqual([KAKAO_SDK_URL]);
    });
  });
});

test.describe('opening an invite', () => {
  test('signed out: sign in first, then the invite; the tap adds both ways', async ({ page, api, signUp }) => {
    const inviter = await signUp();
    const invitee = await signUp();
    const code = await friendCodeOf(api, inviter.accessToken);
    await page.goto(`/invite/${code}`);
    await expect(page).toHaveURL(/\/login$/);
    await (await new LoginPage(page).startKakao()).chooseAccount(invitee.nickname);

    await expect(page).toHaveURL(new RegExp(`/mypage/invite/${code}$`));
    const card = page.getByTestId('inviter-card');
    await expect(card).toContainText(`${inviter.nickname}님이 모멘텀에 초대했어요.`);
    expect(await friendsOf(api, invitee), 'nothing is added without the tap').toEqual([]);
    await page.getByRole('button', { name: '친구 추가' }).click();
    await expect(page.getByText(`${inviter.nickname}님과 친구가 되었어요!`)).toBeVisible();
    await expect(page).toHaveURL(/\/feed$/);
    expect(await friendsOf(api, invitee)).toEqual([inviter.nickname]);
    expect(await friendsOf(api, inviter)).toEqual([invitee.nickname]);
    for (const [who, other] of [[invitee, inviter], [inviter, invitee]] as const) {
      const { notifications } = await api.patch<{ notifications: Array<{ type: string; content: string }> }>('/api/home/notifications', undefined, { token: who.accessToken });
      expect(notifications).toEqual([expect.objectContaining({ type: 'FRIEND', content: expect.stringContaining(`${other.nickname}님과`) })]);
    }
  });

  test("signed in: the inviter's name and picture with 친구 추가 and 취소; 취소 adds nothing", async ({ signedInPage: page, account, api, signUp }) => {
    const inviter = await signUp();
    const code = await friendCodeOf(api, inviter.accessToken);
    await page.goto(`/invite/${code}`);
    await expect(page).toHaveURL(new RegExp(`/mypage/invite/${code}$`));
    await expect(page.getByRole('heading', { level: 1, name: '친구 초대' })).toBeVisible();
    await expect(page.getByRole('img', { name: `${inviter.nickname}님의 프로필 이미지` })).toHaveJSProperty('complete', true);
    await expect(page.getByRole('button', { name: '친구 추가' })).toBeVisible();
    const audit = screenAuditor(page);
    await audit.check('invite');
    audit.done();
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await friendsOf(api, account)).toEqual([]);
  });

  test('refusals: already friends, the own link, an unknown code and a malformed one', async ({ signedInPage: page, account, api, signUp }) => {
    const friend = await signUp();
    await befriend(api, account.accessToken, friend.accessToken);
    const cases = [
      [await friendCodeOf(api, friend.accessToken), '이미 친구예요.'],
      [await friendCodeOf(api, account.accessToken), '내 초대 링크예요.'],
      ['ZZZZ9999', '초대 링크가 올바르지 않아요.'],
      ['abc', '초대 링크가 올바르지 않아요.'],
    ] as const;
    const audit = screenAuditor(page);
    for (const [code, message] of cases) {
      await page.goto(`/invite/${code}`);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '친구 추가' })).toHaveCount(0);
      await audit.check(`invite ${message}`);
    }
    audit.done();
    expect(await friendsOf(api, account)).toEqual([friend.nickname]);
  });
});
