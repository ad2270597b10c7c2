// The visits a phone makes: /login signed out, /home signed in (split at the moment the app rendered Home, so
// the shell's idle preload of the other remotes shows apart), then each other tab opened from home.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PHONE_CONTEXT } from '@momentum/stack/phone-browser';
import { seedSession } from '@momentum/stack/session';
import type { Account } from '@momentum/stack/sign-up';
import { CHROMIUM_PATH, stackUrls, type RemoteName } from '@momentum/stack/stack-config';
import { LoginPage } from '@momentum/stack/login-flow';
import { TabBar } from '@momentum/stack/tab-bar';
import { NetworkRecorder, type RecordedRequest } from './recorder';
import { readShareScope, type ShareScopeReport } from './singletons';
import { summarize, type VisitSummary } from './summary';

const TABS: RemoteName[] = ['moment', 'feed', 'mypage'];
const API_ORIGIN = new URL(stackUrls.api).origin;
const OTHER_REMOTE_ORIGINS = new Set(TABS.map((remote) => new URL(stackUrls[remote]).origin));

export interface BenchResult {
  visits: VisitSummary[];
  shareScope: ShareScopeReport;
}

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    ...PHONE_CONTEXT,
    baseURL: stackUrls.shell,
  });
}

/**
 * Wall-clock ms of the first contentful paint of the current document, if any. The entry is queued
 * after the frame is presented, which can be a moment after Playwright sees the element in the DOM,
 * so wait for it (bounded) rather than read the timeline once.
 */
async function firstPaintAt(page: Page): Promise<number | null> {
  // No named functions inside: tsx's keepNames would wrap them in a helper the page lacks.
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(performance.timeOrigin + paint.startTime);
        });
        observer.observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), 10_000);
      }),
  );
}

async function visitLogin(browser: Browser): Promise<VisitSummary> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(page);
    await new LoginPage(page).goto();
    await recorder.settle();
    return summarize('first visit /login', recorder.take(), await firstPaintAt(page), API_ORIGIN);
  } finally {
    await context.close();
  }
}

export async function runVisits(account: Account): Promise<BenchResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const visits = [await visitLogin(browser)];
    const context = await newPhoneContext(browser);
    await seedSession(context, account);
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(page);
    const tabs = new TabBar(page);

    await page.goto('/home');
    // Rendered by the app, with the user's data. Neither heading is the end of Home's code: the loading
    // one comes with the HTML (ADR 0010) and the page's own script writes the streak into it before the
    // app's scripts have arrived (ADR 0014), so splitting there counted the home remote's screen chunk
    // as preload on a fast run. The completion rate only the app renders.
    await tabs.homeStreak().waitFor({ state: 'visible', timeout: 30_000 });
    await tabs.homeCompletionRate().waitFor({ state: 'visible', timeout: 30_000 });
    const renderedAt = Date.now();
    const paint = await firstPaintAt(page);
    // requestIdleCallback with a 5 s timeout: wait long enough for the preload to start and finish.
    await page.waitForTimeout(1500);
    await recorder.settle(1500);
    // The preload of the other tabs' remotes can start before Home's heading shows: what those
    // remotes' servers sent, or anything after the shell marked the preload's start or Home rendered, is the
    // preload row (the shell's own chunk in it, axios's, may leave before this side sees the heading).
    const preloadAt = await page.evaluate(() => {
      const mark = performance.getEntriesByName('momentum:idle-preload')[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    });
    const splitAt = Math.min(renderedAt, preloadAt ?? Number.POSITIVE_INFINITY);
    const isPreload = (r: RecordedRequest) => r.sentAt >= splitAt || OTHER_REMOTE_ORIGINS.has(new URL(r.url).origin);
    const home = recorder.take();
    visits.push(summarize('signed-in /home', home.filter((r) => !isPreload(r)), paint, API_ORIGIN));
    visits.push(summarize('  + idle preload of other tabs', home.filter(isPreload), null, API_ORIGIN));

    for (const remote of TABS) {
      // Pointer-enter preloads on hover; the click is what a thumb does, so both count as the opening.
      await tabs.open(remote);
      await tabs.heading(remote).waitFor({ state: 'visible', timeout: 30_000 });
      await recorder.settle();
      visits.push(summarize(`open tab ${remote} (from home)`, recorder.take(), null, API_ORIGIN));
    }
    const shareScope = await readShareScope(page);
    await context.close();
    return { visits, shareScope };
  } finally {
    await browser.close();
  }
}
