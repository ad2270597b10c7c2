// Push on the device: the shell's worker shows a push as the server's Korean notification and a tap
// opens the screen it names (delivered through CDP, as DevTools' "Push" button does); and the
// '알림 설정' screen of My page saves to the real API.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { stackUrls } from '../fixtures/stack-config';
import { waitForControllingWorker } from '../fixtures/service-worker';
import { TabBar } from '../pages/tab-bar';

test.use({ serviceWorkers: 'allow' });

/** What the API sends for a knock (api/src/modules/push/push-messages.ts). */
const KNOCK = {
  title: '똑똑! 노크가 왔어요',
  body: '달리는친구님이 노크했어요! 오늘의 모멘트를 인증해 보세요.',
  url: '/moment',
  tag: 'knock',
};

/**
 * The shell worker's registration id, once DevTools sees its version activated. (The page can report
 * an active controlling worker while the browser side still installs the one it registered; a push
 * delivered then is lost.)
 */
async function activeRegistrationId(cdp: CDPSession): Promise<string> {
  const origin = new URL(stackUrls.shell).origin;
  const ours = new Set<string>();
  const activated = new Set<string>();
  const found = new Promise<string>((resolve) => {
    const check = () => {
      for (const id of ours) if (activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        if (new URL(registration.scopeURL).origin === origin && !registration.isDeleted) ours.add(registration.registrationId);
      }
      check();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId);
      check();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, lang, data }) => ({ title, body, tag, icon, lang, data: data as unknown }));
  });
}

/**
 * A tap on the notification with this tag: the worker's own `notificationclick` listeners run with
 * the real Notification object. (A script cannot click a system notification, and an event made with
 * `new NotificationEvent` may not call waitUntil, so the event here collects what it is given.)
 */
async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(stackUrls.shell));
  if (!worker) throw new Error('the shell worker is not running');
  await worker.evaluate(async (wanted) => {
    // The worker's global; e2e compiles against the DOM library, which has no worker types.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const pending: Array<Promise<unknown>> = [];
    const event = Object.assign(new Event('notificationclick'), {
      notification,
      action: '',
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    scope.dispatchEvent(event);
    await Promise.all(pending);
  }, tag);
}

test('a push shows the Korean notification; a tap opens the screen it names', async ({ signedInPage: page }) => {
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: stackUrls.shell });
  const tabs = new TabBar(page);
  await page.goto('/home');
  await expect(tabs.heading('home')).toBeVisible();
  await waitForControllingWorker(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = await activeRegistrationId(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(stackUrls.shell).origin,
    registrationId,
    data: JSON.stringify(KNOCK),
  });

  await expect.poll(() => shownNotifications(page)).toEqual([
    { title: KNOCK.title, body: KNOCK.body, tag: 'knock', icon: `${stackUrls.shell}/icons/icon-192.png`, lang: 'ko', data: { url: '/moment' } },
  ]);

  await tapNotification(context, 'knock');
  await expect(page).toHaveURL(`${stackUrls.shell}/moment`);
  await expect(tabs.heading('moment')).toBeVisible();
  await expect.poll(() => shownNotifications(page), 'the tapped notification is closed').toEqual([]);
});

test('a push naming another site opens the app, not that site', async ({ signedInPage: page }) => {
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: stackUrls.shell });
  await page.goto('/mypage');
  await waitForControllingWorker(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(stackUrls.shell).origin,
    registrationId: await activeRegistrationId(cdp),
    data: JSON.stringify({ title: '이상한 알림', body: '다른 사이트', url: 'https://evil.example/', tag: 'odd' }),
  });
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.data)).toEqual([{ url: '/home' }]);
  await tapNotification(context, 'odd');
  await expect(page).toHaveURL(`${stackUrls.shell}/home`);
});
