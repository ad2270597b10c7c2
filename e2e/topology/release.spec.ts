// One remote released on its own, the way the deploy guide says: an open shell, its service worker holding
// the old release's code, runs it on its next load; nothing else is rebuilt, restarted or reloaded (not even
// nginx). Pointing back is the rollback, and leaves the shell's folder as it was, byte for byte.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { currentRemote, flipRemote, publishedFiles, publishRemote, type ShellRelease } from '@momentum/topology';
import { buildRemoteVariant, hashTree, replacePageTitle } from '../fixtures/remote-build';
import { CODE_CACHE, cachedCount, waitForControllingWorker } from '../fixtures/service-worker';
import { topology } from './topology-info';
import { signUp } from './topology-steps';

test('a new mfe-feed release goes live by a config flip, and back by another', async ({ browser }) => {
  const { shellRoot, headersFile, cdnRoot, cdn } = topology();
  const release: ShellRelease = { shellRoot, headersFile, readRemote: publishedFiles(cdnRoot, cdn) };
  const newTitle = `새 배포 ${Date.now().toString(36)}`;
  const person = await signUp(browser, '배포');
  const variant = await buildRemoteVariant('feed', (src) => replacePageTitle(path.join(src, 'pages', 'feed-page.tsx'), newTitle));
  try {
    const page = person.page;
    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeVisible();
    await waitForControllingWorker(page);
    await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
    const shellFiles = hashTree(shellRoot, (file) => file !== 'app-config.json');
    const before = currentRemote(shellRoot, 'feed');

    const name = `topology-${Date.now().toString(36)}`;
    await flipRemote(release, 'feed', `${cdn}${publishRemote(cdnRoot, 'feed', name, variant.distDir)}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    // The rest of the app is the one it was: another remote still runs.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '홈', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^오늘은 작심 \d+일$/ })).toBeVisible();

    // Rollback: the old release is still there, untouched; the config names it again.
    await flipRemote(release, 'feed', before);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeVisible();
    expect(hashTree(shellRoot, (file) => file !== 'app-config.json')).toBe(shellFiles);
    expect(person.cspViolations).toEqual([]);
  } finally {
    variant.remove();
    await person.context.close();
  }
});
