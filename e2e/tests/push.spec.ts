// Push on the device: the shell's worker shows a push (declarative, or as queued before) as the Korean
// notification, badges the icon, and a tap opens its screen (delivered through CDP as DevTools does);
// the icon's badge follows the bell; '알림 설정' saves to the real API, and says why push cannot be on here.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { stackUrls } from '@momentum/stack/stack-config';
import { waitForControllingWorker } from '../fixtures/service-worker';
import { TabBar } from '@momentum/stack/tab-bar';
import { axeCheck } from '../fixtures/screen-audit';
import { befriend } from '../pages/feed-helpers';

test.use({ serviceWorkers: 'allow' });

/** A knock as the API sent it before the declarative form (a push queued before a deploy arrives so). */
const KNOCK = {
  title: '똑똑! 노크가 왔어요',
  body: '달리는친구님이 노크했어요! 오늘의 모멘트를 인증해 보세요.',
  url: '/moment',
  tag: 'knock',
};

/** What the API sends for a cheer now: Declarative Web Push (api/src/modules/push/declarative-push.ts). */
const declarativeCheer = (appBadge: number) => ({
  web_push: 8030,
  notification: {
    title: '응원이 도착했어요',
    body: "달리는친구님이 '5km 달리기' 모멘트를 응원했어요!",
    navigate: `${stackUrls.shell}/home`,
    tag: 'cheer',
    lang: 'ko',
    dir: 'ltr',
    app_badge: appBadge,
  },
});

/** The shell worker's registration id, once DevTools sees its version activated (a push to a registration without an active worker is dropped). */
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

function shellWorker(context: BrowserContext) {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(stackUrls.shell));
  if (!worker) throw new Error('the shell worker is not running');
  return worker;
}

/**
 * Records the worker's Badging API calls, each still made as the app made it (the badge itself is the
 * browser's: a headless one shows no icon to read).
 */
async function recordWorkerBadge(context: BrowserContext): Promise<() => Promise<string[]>> {
  const worker = shellWorker(context);
  await worker.evaluate(() => {
    const scope = self as unknown as { navigator: Record<string, unknown>; badgeCalls: string[] };
    const nav = scope.navigator as { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    scope.badgeCalls = [];
    const set = nav.setAppBadge?.bind(nav);
    const clear = nav.clearAppBadge?.bind(nav);
    if (set) nav.setAppBadge = (n) => (scope.badgeCalls.push(`set ${n}`), set(n));
    if (clear) nav.clearAppBadge = () => (scope.badgeCalls.push('clear'), clear());
  });
  return () => worker.evaluate(() => (self as unknown as { badgeCalls: string[] }).badgeCalls);
}

function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, lang, data }) => ({ title, body, tag, icon, lang, data: data as unknown }));
  });
}

/**
 * The status the browser records when the worker's push event has run ('Success', or why not), from
 * DevTools' "Background services" record, which sees the event the page cannot.
 */
async function pushEventCompleted(cdp: CDPSession): Promise<() => Promise<string>> {
  const completed = new Promise<string>((resolve) => {
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
      if (event.service !== 'pushMessaging' || event.eventName !== 'Push event completed') return;
      resolve(event.eventMetadata.find(({ key }) => key === 'Status')?.value ?? 'no status');
    });
  });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { service: 'pushMessaging', shouldRecord: true });
  return () => completed;
}

/**
 * Delivers a push once, as DevTools' "Push" button does, waits for the worker's push event to have
 * run (however long a busy machine takes: DevTools answers the delivery before the worker has the
 * event), and then finds the notification with its tag.
 */
async function deliverPush(page: Page, cdp: CDPSession, registrationId: string, message: object, tag: string): Promise<void> {
  const completed = await pushEventCompleted(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(stackUrls.shell).origin, registrationId, data: JSON.stringify(message) });
  expect(await test.step('the worker runs the push event', completed), `the '${tag}' push event`).toBe('Success');
  expect((await shownNotifications(page)).map((shown) => shown.tag), `a notification for the '${tag}' push`).toContain(tag);
}

/**
 * A tap on the notification with this tag: the worker's own `notificationclick` listeners run with
 * the real Notification object. (A script cannot click a system notification, and an event made with
 * `new NotificationEvent` may not call waitUntil, so the event here collects what it is given.)
 */
async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  await shellWorker(context).evaluate(async (wanted) => {
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
  await deliverPush(page, cdp, await activeRegistrationId(cdp), KNOCK, 'knock');

  await expect.poll(() => shownNotifications(page)).toEqual([
    { title: KNOCK.title, body: KNOCK.body, tag: 'knock', icon: `${stackUrls.shell}/icons/icon-192.png`, lang: 'ko', data: { url: '/moment' } },
  ]);

  await tapNotification(context, 'knock');
  await expect(page).toHaveURL(`${stackUrls.shell}/moment`);
  await expect(tabs.heading('moment')).toBeVisible();
  await expect.poll(() => shownNotifications(page), 'the tapped notification is closed').toEqual([]);
});

test('a push in the declarative form shows its notification, badges the icon, and a tap opens its screen', async ({ signedInPage: page }) => {
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: stackUrls.shell });
  const tabs = new TabBar(page);
  await page.goto('/mypage');
  await waitForControllingWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await activeRegistrationId(cdp);
  const badgeCalls = await recordWorkerBadge(context);

  const cheer = declarativeCheer(4);
  await deliverPush(page, cdp, registrationId, cheer, 'cheer');
  await expect.poll(() => shownNotifications(page)).toEqual([
    { title: cheer.notification.title, body: cheer.notification.body, tag: 'cheer', icon: `${stackUrls.shell}/icons/icon-192.png`, lang: 'ko', data: { url: '/home' } },
  ]);
  expect(await badgeCalls()).toEqual(['set 4']);

  await tapNotification(context, 'cheer');
  await expect(page).toHaveURL(`${stackUrls.shell}/home`);
  await expect(tabs.heading('home')).toBeVisible();
});

test("the installed app's badge follows the bell: the unread count, cleared once the list is read", async ({ signedInPage: page, account, api, signUp }) => {
  // Records the page's Badging API calls, each still made (Chromium has the API; a headless one shows no icon).
  await page.addInitScript(() => {
    const nav = navigator as Navigator & { badgeCalls?: string[] };
    const calls: string[] = [];
    Object.defineProperty(window, 'badgeCalls', { value: calls });
    const set = nav.setAppBadge?.bind(nav);
    const clear = nav.clearAppBadge?.bind(nav);
    if (set) nav.setAppBadge = (n) => (calls.push(`set ${n}`), set(n));
    if (clear) nav.clearAppBadge = () => (calls.push('clear'), clear());
  });
  const badgeCalls = () => page.evaluate(() => (window as unknown as { badgeCalls: string[] }).badgeCalls);
  // Two friends add us: two FRIEND notifications, unread.
  for (const name of ['배지친구하나', '배지친구둘']) await befriend(api, (await signUp(name)).accessToken, account.accessToken);

  await page.goto('/home');
  expect(await page.evaluate(() => 'setAppBadge' in navigator && 'clearAppBadge' in navigator), 'Chromium has the Badging API').toBe(true);
  const bell = page.getByRole('button', { name: '알림' });
  await expect(bell).toHaveAttribute('data-unread', 'true');
  await expect.poll(badgeCalls).toEqual(['set 2']);

  await bell.click();
  const list = page.getByRole('dialog', { name: '알림' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(bell).toHaveAttribute('data-unread', 'false');
  await expect.poll(badgeCalls).toEqual(['set 2', 'clear']);
});

test('a push naming another site opens the app, not that site', async ({ signedInPage: page }) => {
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: stackUrls.shell });
  await page.goto('/mypage');
  await waitForControllingWorker(page);
  const cdp = await context.newCDPSession(page);
  await deliverPush(page, cdp, await activeRegistrationId(cdp), { title: '이상한 알림', body: '다른 사이트', url: 'https://evil.example/', tag: 'odd' }, 'odd');
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.data)).toEqual([{ url: '/home' }]);
  await tapNotification(context, 'odd');
  await expect(page).toHaveURL(`${stackUrls.shell}/home`);
});

test('알림 설정: each change reaches the API and is there after a reload', async ({ signedInPage: page, account, api }) => {
  await page.goto('/mypage');
  await page.getByRole('link', { name: '알림 설정' }).click();
  await expect(page).toHaveURL(/\/mypage\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();
  const hour = page.getByRole('combobox', { name: '리마인더 시간' });
  const knock = page.getByRole('switch', { name: '노크 알림' });
  const cheer = page.getByRole('switch', { name: '응원 알림' });
  // The defaults of docs/decisions.md "Push".
  await expect(hour).toHaveValue('AUTO');
  await expect(hour.locator('option:checked')).toHaveText('자동 (평소 인증하는 시간)');
  expect(await axeCheck(page, '알림 설정: 자동')).toEqual([]);
  await expect(page.getByRole('switch', { name: '푸시 알림' })).not.toBeChecked();
  await expect(knock).toBeChecked();

  await hour.selectOption({ label: '오전 7시' });
  await expect(hour).toBeEnabled();
  await knock.click();
  await expect(knock).not.toBeChecked();
  await expect(knock).toBeEnabled();
  await expect
    .poll(() => api.get('/api/push/settings', { token: account.accessToken }))
    .toEqual({ pushEnabled: false, reminderHour: 7, knockPush: false, cheerPush: true });

  await page.reload();
  await expect(hour).toHaveValue('7');
  await expect(knock).not.toBeChecked();
  await expect(cheer).toBeChecked();
  await hour.selectOption({ label: '받지 않기' });
  await expect(hour).toBeEnabled();
  await page.reload();
  await expect(hour).toHaveValue('off');
  await hour.selectOption({ label: '자동 (평소 인증하는 시간)' });
  await expect(hour).toBeEnabled();
  await expect
    .poll(() => api.get('/api/push/settings', { token: account.accessToken }))
    .toEqual({ pushEnabled: false, reminderHour: 'AUTO', knockPush: false, cheerPush: true });
  await page.reload();
  await expect(hour).toHaveValue('AUTO');
});

test('알림 설정: turning push on where no push service answers says so, and the rest keeps working', async ({ signedInPage: page, account, api }) => {
  await page.context().grantPermissions(['notifications'], { origin: stackUrls.shell });
  await page.goto('/mypage/notifications');
  await waitForControllingWorker(page);
  const push = page.getByRole('switch', { name: '푸시 알림' });
  await push.click();
  // Headless Chromium has no push service to register with: pushManager.subscribe() rejects.
  await expect(page.getByRole('alert')).toHaveText(
    '푸시 서비스에 연결하지 못해 이 기기에서는 푸시 알림을 켤 수 없습니다. 다른 설정은 그대로 사용할 수 있습니다.',
  );
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();
  const cheer = page.getByRole('switch', { name: '응원 알림' });
  await cheer.click();
  await expect(cheer).not.toBeChecked();
  await expect(cheer).toBeEnabled();
  await expect
    .poll(() => api.get('/api/push/settings', { token: account.accessToken }))
    .toEqual({ pushEnabled: false, reminderHour: 'AUTO', knockPush: true, cheerPush: false });
});

test('알림 설정: a push service that never answers is given up on after 15 s, and the controls come back', async ({ signedInPage: page, account, api }) => {
  // Where the push service cannot be reached, subscribe() may never settle (headless Chromium's
  // rejects at once, so the page's is replaced by one that never answers).
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => {});
  });
  await page.context().grantPermissions(['notifications'], { origin: stackUrls.shell });
  await page.goto('/mypage/notifications');
  await waitForControllingWorker(page);
  const push = page.getByRole('switch', { name: '푸시 알림' });
  const hour = page.getByRole('combobox', { name: '리마인더 시간' });
  await push.click();
  const clicked = Date.now();
  await expect(page.getByText('저장하는 중...')).toBeVisible();
  await expect(hour).toBeDisabled();
  // The bound is mypage's PUSH_SUBSCRIBE_TIMEOUT_MS (15 s); the margin is for a busy machine.
  await expect(page.getByRole('alert')).toHaveText(
    '푸시 서비스에 연결하지 못해 이 기기에서는 푸시 알림을 켤 수 없습니다. 다른 설정은 그대로 사용할 수 있습니다.',
    { timeout: 25_000 },
  );
  expect(Date.now() - clicked, 'the message came from the bound, not from a refusal').toBeGreaterThan(14_000);
  await expect(page.getByText('저장하는 중...')).toHaveCount(0);
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();
  await expect(hour).toBeEnabled();
  await hour.selectOption({ label: '오전 8시' });
  await expect(hour).toBeEnabled();
  await expect
    .poll(() => api.get('/api/push/settings', { token: account.accessToken }))
    .toEqual({ pushEnabled: false, reminderHour: 8, knockPush: true, cheerPush: true });
});

test('알림 설정: a browser that refuses notifications is told how to allow them', async ({ signedInPage: page }) => {
  await page.goto('/mypage/notifications');
  const push = page.getByRole('switch', { name: '푸시 알림' });
  await push.click();
  // Playwright's Chromium answers requestPermission() 'denied' when the test granted nothing.
  await expect(page.getByRole('alert')).toHaveText(
    '알림 권한이 차단되어 있습니다. 브라우저 주소창의 사이트 설정에서 알림을 허용한 뒤 다시 켜 주세요.',
  );
  await expect(push).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: '리마인더 시간' })).toBeEnabled();
});
