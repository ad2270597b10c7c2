// fixtures/service-worker.ts's waitForControllingWorker, which the worker specs start from, waits for
// the worker: on a first visit the page registers it only once it is idle, so a helper that returned
// at once would let a spec act before any worker is there.
import { expect, test } from '../fixtures/test';
import { waitForControllingWorker } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

test('waitForControllingWorker returns once an activated worker controls the page', async ({ signedInPage: page }) => {
  await page.goto('/home');
  await waitForControllingWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});
