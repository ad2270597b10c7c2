// Deploying one remote on its own: a rebuilt feed is served by the running shell after a reload, the shell
// neither rebuilt nor restarted. Also with its service worker holding the old feed's code: the config and
// the manifests are network first, so the next online load still finds the new release.
import path from 'node:path';
import { expect, seedSession, test } from '../fixtures/test';
import { startExtraShell } from '../fixtures/extra-shell';
import { buildRemoteVariant, hashTree, replacePageTitle } from '../fixtures/remote-build';
import { assertBuilt, serveStatic } from '@momentum/stack/stack';
import { extraPort, local } from '@momentum/stack/stack-config';
import { TabBar } from '@momentum/stack/tab-bar';
import { CODE_CACHE, cachedCount, waitForControllingWorker } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

const SHELL_PORT = extraPort(2);
const NEW_FEED_PORT = extraPort(3);

test('a rebuilt remote is served by the running shell after a reload, with no shell rebuild', async ({ page, account }) => {
  test.setTimeout(120_000);
  const newTitle = `새 배포 ${Date.now().toString(36)}`;
  const shellDistHash = hashTree(assertBuilt('shell'));
  const shell = await startExtraShell(SHELL_PORT);
  const cleanups: Array<() => unknown> = [() => shell.stop()];
  try {
    // Before: the feed of the main stack.
    await seedSession(page.context(), account, shell.url);
    const tabs = new TabBar(page);
    await page.goto(`${shell.url}/feed`);
    await expect(tabs.heading('feed')).toBeVisible();
    await expect(page.getByRole('heading', { name: newTitle })).toHaveCount(0);
    await waitForControllingWorker(page);
    await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);

    // Ship a new feed: build the changed copy, serve it, repoint the running shell's config.
    const variant = await buildRemoteVariant('feed', (src) => replacePageTitle(path.join(src, 'pages', 'feed-page.tsx'), newTitle));
    cleanups.push(() => variant.remove());
    const server = await serveStatic({ name: `feed-${NEW_FEED_PORT}`, dir: variant.distDir, port: NEW_FEED_PORT });
    cleanups.push(() => server.stop());
    shell.pointRemotes({ feed: `${local(NEW_FEED_PORT)}/mf-manifest.json` });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await tabs.open('home');
    await expect(tabs.heading('home')).toBeVisible();
    expect(hashTree(assertBuilt('shell'))).toBe(shellDistHash);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
});
