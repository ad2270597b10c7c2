// A signed-in tab page, cold and then reloaded, with one of its painted controls tapped the moment it is
// painted (ADR 0024): when it painted, when what it opens showed, and whether the first tap was lost. Its
// own context per control, so the taps (and what they open) touch none of the other visits' figures.
import type { Browser } from '@playwright/test';
import type { Account } from '@momentum/stack/sign-up';
import { APP_TIMEOUT_MS, phoneContext, signIn, throttledPage } from './page-setup';
import { readProbe, tapAtPaint, waitForProbe, type TapControl } from './probe';
import type { Throttle } from './settings';
import { readAppMarks, recordWaterfall, waterfallLines } from './waterfall';
import type { HostTarget, RunNotes } from './run-target';

export interface TapTarget {
  path: string;
  /** How the figures name it: "bell", "row". */
  name: string;
  /** What its tap opens, for the run's notes: "list", "dialog". */
  opens: string;
  control: TapControl;
}

/** Home's bell opens the notifications; My page's 회원 탈퇴 row its confirmation (which only asks). */
export const TAP_TARGETS = {
  bell: { path: '/home', name: 'bell', opens: 'list', control: { selector: 'button[aria-label="알림"]', opens: '[role="dialog"]' } },
  row: { path: '/mypage', name: 'row', opens: 'dialog', control: { selector: 'button', text: '회원 탈퇴', opens: '[role="alertdialog"]' } },
} as const satisfies Record<string, TapTarget>;

export interface TapFigures {
  painted: number | null;
  open: number | null;
  /** When the app's own showed (the same as `open` when the page has no first frame of it). */
  appOpen: number | null;
  /** open ÷ painted. */
  ratio: number | null;
  /** 1 when the first tap did nothing (the probe had to tap again). */
  lost: number;
}

export async function measureTap(
  browser: Browser,
  target: HostTarget,
  account: Account,
  throttle: Throttle,
  notes: RunNotes,
  tapTarget: TapTarget,
  waterfall = false,
): Promise<{ cold: TapFigures; warm: TapFigures }> {
  const context = await phoneContext(browser, target.shell, 'block');
  try {
    await signIn(context, account, target.shell);
    const { page, cdp } = await throttledPage(context, throttle);
    await tapAtPaint(page, tapTarget.control);
    const requests = waterfall ? recordWaterfall(cdp) : null;
    const visit = async (label: string): Promise<TapFigures> => {
      const opened = await waitForProbe(page, 'tapAppOpen', APP_TIMEOUT_MS);
      if (!opened) notes.notRendered.push(`${label}: ${page.url()}`);
      const { tap } = await readProbe(page);
      const ratio = tap.painted !== null && tap.open !== null && tap.painted > 0 ? tap.open / tap.painted : null;
      return { painted: tap.painted, open: tap.open, appOpen: tap.appOpen, ratio, lost: tap.taps > 1 ? 1 : 0 };
    };
    const what = `${tapTarget.path} ${tapTarget.name}'s ${tapTarget.opens}`;
    await page.goto(tapTarget.path, { waitUntil: 'commit' });
    const cold = await visit(what);
    if (requests) {
      const at = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
      const until = cold.appOpen ?? Number.POSITIVE_INFINITY;
      notes.tapWaterfall[tapTarget.name] = [
        `${tapTarget.name} painted ${at(cold.painted)}, ${tapTarget.opens} open ${at(cold.open)}, the app's ${at(cold.appOpen)}`,
        ...waterfallLines(requests.entries(), until, await readAppMarks(page)),
      ];
    }
    await page.reload({ waitUntil: 'commit' });
    const warm = await visit(`${what}, warm`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
