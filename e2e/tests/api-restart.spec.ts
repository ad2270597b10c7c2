// Fault: the API restarts while the app is open. The spec owns its API process and a shell pointed at it, so
// the shared stack is never disturbed. During the outage an action fails with the app's message and nothing
// else happens; once the API is back the same page carries on, and a token that expired meanwhile is renewed.
import { createApiHelper } from '@momentum/stack/api-helper';
import { extraApiPort, mintAccessToken, startExtraApi, tokenSubject, type ExtraApi } from '../fixtures/extra-api';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { signUpViaDevKakao } from '@momentum/stack/sign-up';
import { appConfigFor } from '@momentum/stack/stack';
import { DEV_KAKAO_CLIENT_ID, extraPort } from '@momentum/stack/stack-config';
import { expect, seedSession, test } from '../fixtures/test';
import { BucketScreen, createBucketViaApi } from '../pages/moment-screens';
import { TabBar } from '@momentum/stack/tab-bar';

const CONNECTION_FAILED = '서버 연결에 실패하였습니다.';
/** The API accepts tokens up to 5 s past their expiry (clock tolerance). */
const CLOCK_TOLERANCE_MS = 5000;

let api: ExtraApi;
let shell: ExtraShell;

test.beforeAll(async () => {
  api = await startExtraApi(extraApiPort(0));
  shell = await startExtraShell(extraPort(6));
  shell.writeConfig({ ...appConfigFor(), apiBaseUrl: api.url, kakao: { authorizeUrl: `${api.url}/oauth/authorize`, clientId: DEV_KAKAO_CLIENT_ID } });
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.dispose();
});

const variants = [
  { signal: 'SIGTERM', tokenExpiresDuringOutage: false },
  { signal: 'SIGKILL', tokenExpiresDuringOutage: true },
] as const;

for (const { signal, tokenExpiresDuringOutage } of variants) {
  const title = tokenExpiresDuringOutage ? `API stopped with ${signal}, access token expiring meanwhile` : `API stopped with ${signal}`;
  test(`${title}: the open app carries on without signing in again`, async ({ page }) => {
    test.setTimeout(120_000);
    const client = createApiHelper(api.url);
    const account = await signUpViaDevKakao(client, { appOrigin: shell.url });
    await createBucketViaApi(client, account.accessToken, 'REPEAT', '재시작 전 버킷');
    // A token that is still good while the page loads but long expired by the time the API is back.
    const expiresAt = Date.now() + 12_000;
    const startToken = tokenExpiresDuringOutage ? mintAccessToken(api.jwtSecret, tokenSubject(account.accessToken), expiresAt) : account.accessToken;
    await seedSession(page.context(), { ...account, accessToken: startToken }, shell.url);
    const readToken = () => page.evaluate(() => localStorage.getItem('accessToken'));

    const tabs = new TabBar(page);
    const buckets = new BucketScreen(page);
    await page.goto(`${shell.url}/home`);
    await expect(tabs.heading('home')).toHaveText(/^오늘은 작심 \d+일$/);
    await page.goto(`${shell.url}/moment/bucket`);
    await expect(buckets.list('REPEAT').getByText('재시작 전 버킷')).toBeVisible();
    expect(await readToken(), 'the short-lived token must still be the one in use before the outage').toBe(startToken);

    await api.stop(signal);
    // While the API is down: the action fails with the app's message, the user stays where they are.
    await buckets.input('REPEAT').fill('정전 중 버킷');
    await buckets.input('REPEAT').press('Enter');
    await expect(page.getByRole('dialog')).toContainText(CONNECTION_FAILED);
    await buckets.acknowledge();
    await tabs.open('home');
    await expect(tabs.nav).toBeVisible();
    await expect(page).toHaveURL(`${shell.url}/home`);
    if (tokenExpiresDuringOutage) {
      const wait = expiresAt + CLOCK_TOLERANCE_MS + 1000 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
    }

    await api.start();
    await tabs.open('moment');
    await page.getByRole('link', { name: '버킷리스트' }).click();
    await expect(page).toHaveURL(`${shell.url}/moment/bucket`);
    // The data made before the restart is there, and the failed action now works.
    await expect(buckets.list('REPEAT').getByText('재시작 전 버킷')).toBeVisible();
    await buckets.input('REPEAT').fill('재시작 후 버킷');
    await buckets.input('REPEAT').press('Enter');
    await expect(page.getByRole('dialog')).not.toContainText(CONNECTION_FAILED);
    await buckets.acknowledge();
    await expect(buckets.list('REPEAT').getByText('재시작 후 버킷')).toBeVisible();
    await expect(buckets.list('REPEAT').getByText('정전 중 버킷')).toHaveCount(0);

    await tabs.open('mypage');
    await expect(page.getByTestId('profile-card').getByText(account.nickname, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);

    const token = await readToken();
    expect(token).toBeTruthy();
    if (tokenExpiresDuringOutage) {
      // The expired token was renewed through the refresh cookie, and the new one works on its own.
      expect(token).not.toBe(startToken);
    }
    expect((await client.me(token!)).nickname).toBe(account.nickname);
    const stored = await client.get<{ buckets: { content: string }[] }>('/api/bucket/all/repeat', { token: token! });
    expect(stored.buckets.map((bucket) => bucket.content).sort()).toEqual(['재시작 전 버킷', '재시작 후 버킷'].sort());
  });
}
