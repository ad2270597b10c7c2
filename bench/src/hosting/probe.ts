// What the page itself reports, from an init script ahead of its own scripts: paints and layout shifts
// (PerformanceObserver), and when the app's element shows (MutationObserver), timed at the frame that
// paints it. Times are ms since the navigation started.
import type { Page } from '@playwright/test';
import type { LayoutShift } from './figures';

export interface ProbeReading {
  fcp: number | null;
  lcp: number | null;
  shifts: LayoutShift[];
  /** The 카카오 로그인 link has an href: React rendered /login (the prerendered link has none). */
  loginLive: number | null;
  /** The page's h1 reads '오늘은 작심 N일': Home rendered with its data. */
  streak: number | null;
  /** The LCP element, as `tag "text…"`. */
  lcpElement: string | null;
  /** What the page's Content-Security-Policy refused, as `directive blocked-url`. */
  cspViolations: string[];
  /** The visit's control (Home's bell, My page's row), tapped the moment it is painted when the visit asks (`tapAtPaint`). */
  tap: TapReading;
}

interface TapReading {
  /** The frame that painted the control. */
  painted: number | null;
  /** The frame that painted what its tap opens (a dialog): the page's first frame of it, or the app's. */
  open: number | null;
  /** The frame that painted the app's own (not the page's first frame of it, ADR 0024). */
  appOpen: number | null;
  /** Taps sent: one when the first was acted on or kept, more when the page dropped them. */
  taps: number;
  /** The page showed the first tap held (aria-busy) until the app could act on it. */
  kept: boolean;
}

/** What to tap and what its tap opens: a button by its selector (and exact text, when given). */
export interface TapControl {
  selector: string;
  text?: string;
  opens: string;
}

// A string, not a function: Playwright sends a function's source, and tsx would wrap its inner
// functions in a helper (keepNames) the page does not have.
const PROBE_SCRIPT = `(() => {
  if (window !== window.top || window.__hostingProbe) return;
  const probe = { fcp: null, lcp: null, shifts: [], loginLive: null, streak: null, lcpElement: null, cspViolations: [], tap: { painted: null, open: null, appOpen: null, taps: 0, kept: false } };
  window.__hostingProbe = probe;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (error) {
      probe.error = String(error);
    }
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => {
    probe.lcp = entry.startTime;
    const element = entry.element;
    probe.lcpElement = element ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 24) + '"' : null;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) probe.shifts.push({ value: entry.value, startTime: entry.startTime });
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || 'inline'));
  });
  const pending = {};
  const mark = (key) => {
    if (probe[key] !== null || pending[key]) return;
    pending[key] = true;
    requestAnimationFrame(() => { probe[key] = performance.now(); });
  };
  // As a person would: tap the control once it shows, again every 50 ms while nothing holds or answers
  // the tap (el.click(), so no hit test waits on layout). Each control only opens, so a tap too many changes nothing.
  const tap = probe.tap;
  let tapping = false;
  const findControl = (want) => {
    for (const element of document.querySelectorAll(want.selector)) {
      if (want.text === undefined || element.textContent.trim() === want.text) return element;
    }
    return null;
  };
  const tapControl = () => {
    const button = findControl(window.__hostingTap);
    if (tap.open !== null || !button) return;
    tap.taps += 1;
    button.click();
    if (tap.taps === 1 && button.getAttribute('aria-busy') === 'true') {
      tap.kept = true;
      return;
    }
    setTimeout(tapControl, 50);
  };
  const checkTap = () => {
    const want = window.__hostingTap;
    if (!want) return;
    if (!tapping && findControl(want)) {
      tapping = true;
      requestAnimationFrame(() => {
        tap.painted = performance.now();
        tapControl();
      });
    }
    if (!tapping) return;
    const opened = [...document.querySelectorAll(want.opens)];
    if (tap.open === null && !pending.tapOpen && opened.length > 0) {
      pending.tapOpen = true;
      requestAnimationFrame(() => { tap.open = performance.now(); });
    }
    if (tap.appOpen === null && !pending.tapAppOpen && opened.some((element) => !element.closest('[data-tap-frame]'))) {
      pending.tapAppOpen = true;
      requestAnimationFrame(() => { tap.appOpen = performance.now(); });
    }
  };
  const check = () => {
    checkTap();
    for (const link of document.querySelectorAll('a[href]')) {
      if (link.textContent.trim() === '카카오 로그인') mark('loginLive');
    }
    const heading = document.querySelector('h1');
    if (heading && /^오늘은 작심 \\d+일$/.test(heading.textContent.trim())) mark('streak');
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['href'] });
  check();
})();`;

export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: PROBE_SCRIPT });
}

/** Makes the probe tap `control` the moment it is painted (read by the probe once the page shows it). */
export async function tapAtPaint(page: Page, control: TapControl): Promise<void> {
  await page.addInitScript({ content: `window.__hostingTap = ${JSON.stringify(control)};` });
}

/** How long a page whose script was refused gets to show the app anyway (it never has so far). */
const BLOCKED_GRACE_MS = 3000;

/**
 * Waits until the page reports `key` (the app's element is on screen): true. False when it did not
 * within `timeoutMs`, or soon after the page's policy refused a script (the app cannot start then).
 */
export async function waitForProbe(page: Page, key: 'loginLive' | 'streak' | 'tapAppOpen', timeoutMs: number): Promise<boolean> {
  const state = () =>
    page.evaluate((name) => {
      const probe = (window as unknown as { __hostingProbe?: ProbeReading }).__hostingProbe;
      if (!probe) return 'waiting';
      if ((name === 'tapAppOpen' ? probe.tap.appOpen : probe[name]) !== null) return 'shown';
      return probe.cspViolations.some((violation) => violation.startsWith('script-src')) ? 'blocked' : 'waiting';
    }, key);
  const deadline = Date.now() + timeoutMs;
  let blockedSince: number | null = null;
  while (Date.now() < deadline) {
    // A navigation in progress destroys the context the check runs in: try again.
    const now = await state().catch(() => 'waiting' as const);
    if (now === 'shown') return true;
    if (now === 'blocked') {
      blockedSince ??= Date.now();
      if (Date.now() - blockedSince > BLOCKED_GRACE_MS) return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}


export async function readProbe(page: Page): Promise<ProbeReading> {
  const reading = await page.evaluate(() => (window as unknown as { __hostingProbe?: ProbeReading & { error?: string } }).__hostingProbe ?? null);
  if (!reading) throw new Error(`${page.url()}: the probe did not run`);
  if (reading.error) throw new Error(`${page.url()}: the probe could not observe: ${reading.error}`);
  return reading;
}
