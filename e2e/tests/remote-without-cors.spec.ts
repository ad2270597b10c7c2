// A remote on a static host that sends no CORS headers must load with the shell's worker in control too: the
// worker asks for scripts with CORS, which such a host refuses, so what it cannot answer goes to the network
// as the page asked, and nothing of that origin is kept (ADR 0015).
import type { Page } from '@playwright/test';
import { expectStays } from '../fixtures/expect-stays';
import { startFaultProxy } from '../fixtures/fault-proxy';
import { startExtraShell } from '../fixtures/extra-shell';
import { CODE_CACHE, cachedCount, waitForControllingWorker } from '../fixtures/service-worker';
import { extraPort, stackUrls } from '@momentum/stack/stack-config';
import { expect, seedSession, test } from '../fixtures/test';
import { TabBar } from '@momentum/stack/tab-bar';

test.use({ serviceWorkers: 'allow' });

// remote-faults' ports: specs run one at a time, and each stops its servers before the next.
const SHELL_PORT = extraPort(10);
const FEED_PORT = extraPort(11);

/** Every URL of `origin` in any of the worker's caches. */
function keptFrom(page: Page, origin: string): Promise<string[]> {
  return page.evaluate(async (from) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).origin === from) urls.push(request.url);
    }
    return urls;
  }, origin);
}

test('a remote on an origin without CORS headers renders its tab with the worker in control', async ({ page, account }) => {
  test.setTimeout(90_000);
  const feed = await startFaultProxy(FEED_PORT, stackUrls.feed);
  feed.setFault({ kind: 'no-cors', match: /./ });
  const cleanups: Array<() => Promise<void>> = [() => feed.close()];
  try {
    const shell = await startExtraShell(SHELL_PORT, { feed: `${feed.url}/mf-manifest.json` });
    cleanups.push(() => shell.stop());
    await seedSession(page.context(), account, shell.url);
    const tabs = new TabBar(page);

    // A first visit, which the worker does not control yet: it installs, takes control and keeps
    // what the page loaded (the shell's own code at least).
    await page.goto(`${shell.url}/home`);
    await tabs.homeStarted();
    await waitForControllingWorker(page);
    await expect.poll(() => cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);

    // From this load on, every request of the page goes through the worker: the feed's entry is
    // fetched by the worker itself (refused with CORS, then as the page asked).
    const entry = `${feed.url}/remoteEntry.js`;
    let entryFetchedByWorker = false;
    page.context().on('request', (request) => {
      if (request.url() === entry && request.serviceWorker()) entryFetchedByWorker = true;
    });
    await page.reload();
    await tabs.homeStarted();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await tabs.open('feed');
    await expect(tabs.heading('feed')).toBeVisible();
    await expect(page.getByTestId('remote-error-feed')).toHaveCount(0);
    // The worker, not the browser alone, loaded it.
    expect(entryFetchedByWorker).toBe(true);

    // The tab's own page, loaded through the worker, as a repeat visit would.
    await page.reload();
    await expect(tabs.heading('feed')).toBeVisible();
    await expect(page.getByTestId('remote-error-feed')).toHaveCount(0);

    // What the origin would only answer opaque is never stored; the shell's own code still is.
    await expectStays(() => keptFrom(page, feed.url), [], { windowMs: 1500, message: 'a file of the origin without CORS headers was stored' });
    expect(await cachedCount(page, CODE_CACHE)).toBeGreaterThan(0);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
});
