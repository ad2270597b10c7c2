// One remote running standalone: mfe-mypage's own production page (the app-kit harness) on its own
// origin, signing in through the same development Kakao flow, its route at the real path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import type { RunningProcess } from '@momentum/stack/processes';
import { uniqueNickname } from '@momentum/stack/sign-up';
import { appConfigFor, assertBuilt, serveStatic, writeAppConfig } from '@momentum/stack/stack';
import { extraPort, local } from '@momentum/stack/stack-config';
import { LoginPage } from '@momentum/stack/login-flow';

const PORT = extraPort(13);
const origin = local(PORT);
let server: RunningProcess | undefined;
let configDir: string;

test.beforeAll(async () => {
  configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-e2e-standalone-'));
  const configFile = path.join(configDir, 'app-config.json');
  writeAppConfig(configFile, appConfigFor());
  server = await serveStatic({ name: `mypage-standalone-${PORT}`, dir: assertBuilt('mypage'), port: PORT, spa: true, configFile });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(configDir, { recursive: true, force: true });
});

test('mfe-mypage standalone: /mypage → sign in with development Kakao → the profile', async ({ page }) => {
  const nickname = uniqueNickname('단독');
  const email = `standalone-${randomBytes(6).toString('hex')}@momentum.test`;

  await page.goto(`${origin}/mypage`);
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(page.getByRole('heading', { name: '/mypage 단독 실행' })).toBeVisible();

  const kakao = await new LoginPage(page, origin).startKakao();
  await kakao.createAccount(nickname, email);

  await expect(page).toHaveURL(`${origin}/mypage`);
  const card = page.getByTestId('profile-card');
  await expect(card.getByText(nickname, { exact: true })).toBeVisible();
  await expect(card.getByText(email, { exact: true })).toBeVisible();
  // No shell here: the remote's own page, without the shell's tab bar.
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
});
