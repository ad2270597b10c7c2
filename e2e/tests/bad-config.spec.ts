// Bad input at start-up: a missing or malformed runtime config and an unreachable API each end in a
// Korean message with a way out, never a blank screen.
import { expect, seedSession, test } from '../fixtures/test';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import { appConfigFor } from '@momentum/stack/stack';
import { extraPort, local } from '@momentum/stack/stack-config';
import { TabBar } from '@momentum/stack/tab-bar';

const SHELL_PORT = extraPort(5);
/** Nothing listens here during the run. */
const DEAD_API = local(extraPort(9));
let shell: ExtraShell;

test.beforeAll(async () => {
  shell = await startExtraShell(SHELL_PORT);
});

test.afterAll(async () => {
  await shell?.stop();
});

test('a missing config shows the Korean start-up error; retry starts the app once it is back', async ({ page }) => {
  shell.removeConfig();
  await page.goto(`${shell.url}/login`);
  const error = page.getByTestId('config-error');
  await expect(error.getByRole('heading', { name: '앱을 시작할 수 없습니다' })).toBeVisible();
  await expect(error.getByText('앱 설정 파일(app-config.json)을 찾을 수 없습니다. (HTTP 404)')).toBeVisible();

  shell.writeConfig(appConfigFor());
  await error.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toBeVisible();
});

for (const [label, text] of [
  ['not JSON', '{ "apiBaseUrl": '],
  ['JSON without the remotes', JSON.stringify({ apiBaseUrl: 'http://localhost:4100', kakao: { authorizeUrl: 'http://localhost:4100/oauth/authorize', clientId: 'x' } })],
] as const) {
  test(`a malformed config (${label}) shows the Korean start-up error`, async ({ page }) => {
    shell.writeConfig(text);
    await page.goto(`${shell.url}/home`);
    await expect(page.getByTestId('config-error').getByText('앱 설정 파일(app-config.json)의 형식이 올바르지 않습니다.')).toBeVisible();
  });
}

test('an unreachable API: my page says so in Korean while the app keeps working', async ({ page, account }) => {
  shell.writeConfig({ ...appConfigFor(), apiBaseUrl: DEAD_API });
  await seedSession(page.context(), account, shell.url);
  await page.goto(`${shell.url}/mypage`);
  await expect(page.getByText(/프로필을 불러오지 못했습니다\./)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  const tabs = new TabBar(page);
  await tabs.open('home');
  await expect(tabs.heading('home')).toBeVisible();
});
