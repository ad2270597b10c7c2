// ADR 0008 and 0014: a tab's page names its screen's first GETs and the API origin, its inline script
// starts them while the page is parsed and the code downloads, and the API client takes those answers: each GET
// crosses the network once, sent by the page itself rather than by the API client.
import { expect, test } from '../fixtures/test';
import { stackUrls } from '@momentum/stack/stack-config';

const HOME_FIRST_GETS = ['/api/home/notifications/unread-count', '/api/home/consecutiveDays', '/api/home/momentsComplete/week', '/api/home', '/api/home/completedbucket'];

test("a signed-in /home sends each of its first GETs once, from the page's own script", async ({ signedInPage: page }) => {
  const meta = `<meta name="momentum-first-requests" content="${HOME_FIRST_GETS.join(' ')}" data-api-base="${new URL(stackUrls.api).origin}" />`;
  // The shell's server reads the remote's lists in the background (a page never waits for them): right
  // after the stack starts, the first pages may go out without them.
  await expect.poll(async () => (await (await fetch(`${stackUrls.shell}/home`)).text()).includes(meta), { timeout: 10_000 }).toBe(true);
  const api = new URL(stackUrls.api).origin;
  const sent: { path: string; scripts: string[] }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    if (url.origin !== api || request.method !== 'GET') return;
    const frames = [];
    for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
    sent.push({ path: url.pathname, scripts: frames.map((frame) => new URL(frame.url, stackUrls.shell).pathname) });
  });
  const response = await page.goto('/home');
  expect(await response!.text()).toContain(meta);
  await expect(page.getByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeVisible();
  await expect(page.getByText('달성률 0%', { exact: true })).toBeVisible();
  for (const path of HOME_FIRST_GETS) {
    const requests = sent.filter((request) => request.path === path);
    expect(requests, path).toHaveLength(1);
    // The page's inline script started it (its frames are the page's URL); no chunk sent it again.
    expect(requests[0]!.scripts.length, path).toBeGreaterThan(0);
    expect(requests[0]!.scripts.every((script) => script === '/home'), `${path}: ${requests[0]!.scripts.join(', ')}`).toBe(true);
  }
});
