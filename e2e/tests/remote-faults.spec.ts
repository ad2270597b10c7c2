// A remote whose server is down, or whose manifest is missing, shows the Korean fallback in its own
// area while the tab bar and the other tabs keep working; retry recovers once it is back.
import { expect, seedSession, test } from '../fixtures/test';
import { startExtraShell, type ExtraShell } from '../fixtures/extra-shell';
import type { RunningProcess } from '@momentum/stack/processes';
import { assertBuilt, serveStatic } from '@momentum/stack/stack';
import { extraPort, local } from '@momentum/stack/stack-config';
import { TabBar } from '@momentum/stack/tab-bar';

const SHELL_PORT = extraPort(0);
const FEED_PORT = extraPort(1);
const feedManifest = `${local(FEED_PORT)}/mf-manifest.json`;

let shell: ExtraShell;
let feed: RunningProcess | undefined;

const startFeed = async () => {
  feed = await serveStatic({ name: `feed-${FEED_PORT}`, dir: assertBuilt('feed'), port: FEED_PORT });
};

test.beforeAll(async () => {
  shell = await startExtraShell(SHELL_PORT, { feed: feedManifest });
});

test.afterAll(async () => {
  await feed?.stop();
  await shell?.stop();
});

test.beforeEach(async ({ page, account }) => {
  await seedSession(page.context(), account, shell.url);
});

test('a stopped remote shows the fallback, the other tabs work, and retry recovers once it is back', async ({ page, account }) => {
  await feed?.stop();
  const tabs = new TabBar(page);
  await page.goto(`${shell.url}/feed`);
  const fallback = page.getByTestId('remote-error-feed');
  await expect(fallback.getByText('화면을 불러오지 못했습니다.')).toBeVisible();
  await expect(fallback.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(tabs.nav).toBeVisible();
  await tabs.expectActive('feed');

  await tabs.open('home');
  await expect(tabs.heading('home')).toBeVisible();
  await tabs.open('mypage');
  await expect(page.getByTestId('profile-card').getByText(account.nickname, { exact: true })).toBeVisible();

  // Still down: the fallback again, and a retry while down fails the same way.
  await tabs.open('feed');
  await expect(fallback).toBeVisible();
  await fallback.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('remote-error-feed')).toBeVisible();

  await startFeed();
  await page.getByTestId('remote-error-feed').getByRole('button', { name: '다시 시도' }).click();
  await expect(tabs.heading('feed')).toBeVisible();
  await expect(page.getByTestId('remote-error-feed')).toHaveCount(0);
});

test('a config pointing at a missing manifest shows the fallback while other tabs work', async ({ page }) => {
  if (!feed || feed.child.exitCode !== null) await startFeed();
  shell.pointRemotes({ feed: `${local(FEED_PORT)}/no-such-build/mf-manifest.json` });
  const tabs = new TabBar(page);
  await page.goto(`${shell.url}/feed`);
  await expect(page.getByTestId('remote-error-feed').getByText('화면을 불러오지 못했습니다.')).toBeVisible();
  await tabs.open('moment');
  await expect(tabs.heading('moment')).toBeVisible();

  // The shell reads its config once at start: fixing the config takes effect on the next load.
  shell.pointRemotes({ feed: feedManifest });
  await tabs.open('feed');
  await page.reload();
  await expect(tabs.heading('feed')).toBeVisible();
});
