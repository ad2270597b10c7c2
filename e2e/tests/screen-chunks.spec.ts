// ADR 0024: a tab's page names its screen's chunks, and the shell asks for them once its own code is in,
// beside the remote's entry rather than a round trip after it. The entry is held here until the chunk is
// asked for; a shell that waited for the entry to name it would never ask, and the test would time out.
import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { stackUrls } from '@momentum/stack/stack-config';

const SCREEN_CHUNKS = /<meta name="momentum-screen-chunks" content="([^"]+)"/;

test("a signed-in /home asks for its screen's chunk before the remote's entry is in, and downloads it once", async ({ signedInPage: page }) => {
  // The shell's server reads the remote's manifest in the background: the first pages may go out without it.
  let named = '';
  await expect.poll(async () => (named = SCREEN_CHUNKS.exec(await (await fetch(`${stackUrls.shell}/home`)).text())?.[1] ?? ''), { timeout: 10_000 }).toMatch(/__federation_expose_routes\.[0-9a-f]+\.js$/);
  const chunk = new URL(named);
  expect(chunk.origin, "beside the remote's manifest").toBe(new URL(stackUrls.home).origin);

  const chunkRequests: Request[] = [];
  let chunkAsked = () => {};
  const asked = new Promise<void>((resolve) => (chunkAsked = resolve));
  page.on('request', (request) => {
    if (request.url() !== chunk.href) return;
    chunkRequests.push(request);
    chunkAsked();
  });
  await page.route(`${stackUrls.home}/remoteEntry.js`, async (route) => {
    await asked;
    await route.continue();
  });

  await page.goto('/home');
  await expect.poll(() => chunkRequests.length, { message: "the screen's chunk, asked for while the entry is held", timeout: 10_000 }).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: /^오늘은 작심 \d+일$/ })).toBeVisible();
  // Live: the bell opens the list, which needs the screen's code.
  await page.getByRole('button', { name: '알림' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(chunkRequests, "the preload and the runtime's script share one download").toHaveLength(1);
});
