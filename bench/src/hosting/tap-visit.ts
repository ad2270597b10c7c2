// A signed-in /home, cold and then reloaded, with Home's bell tapped the moment it is painted (ADR 0024):
// when it painted, when its list opened, and whether the first tap was lost. Its own context, so the
// taps (and the list they open) touch none of the other visits' figures.
import type { Browser } from '@playwright/test';
import type { Account } from '@momentum/stack/sign-up';
import type { Sample } from './figures';
import { APP_TIMEOUT_MS, phoneContext, signIn, throttledPage } from './page-setup';
import { readProbe, tapBellAtPaint, waitForProbe } from './probe';
import type { Throttle } from './settings';
import { readAppMarks, recordWaterfall, waterfallLines } from './waterfall';
import type { HostTarget, RunNotes } from './run-target';

type BellFigures = Pick<Sample, 'bellPainted' | 'bellOpen' | 'bellRatio' | 'bellLost' | 'warmBellPainted' | 'warmBellOpen' | 'warmBellRatio' | 'warmBellLost'>;

export async function measureBellTap(browser: Browser, target: HostTarget, account: Account, throttle: Throttle, notes: RunNotes, waterfall = false): Promise<BellFigures> {
  const context = await phoneContext(browser, target.shell, 'block');
  try {
    await signIn(context, account, target.shell);
    const { page, cdp } = await throttledPage(context, throttle);
    await tapBellAtPaint(page);
    const requests = waterfall ? recordWaterfall(cdp) : null;
    const visit = async (label: string) => {
      const opened = await waitForProbe(page, 'bellOpen', APP_TIMEOUT_MS);
      if (!opened) notes.notRendered.push(`${label}: ${page.url()}`);
      const { bell } = await readProbe(page);
      const ratio = bell.painted !== null && bell.open !== null && bell.painted > 0 ? bell.open / bell.painted : null;
      return { painted: bell.painted, open: bell.open, ratio, lost: bell.taps > 1 ? 1 : 0 };
    };
    await page.goto('/home', { waitUntil: 'commit' });
    const cold = await visit("/home bell's list");
    if (requests) {
      const at = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
      const until = cold.open ?? Number.POSITIVE_INFINITY;
      notes.tapWaterfall = [`bell painted ${at(cold.painted)}, list open ${at(cold.open)}`, ...waterfallLines(requests.entries(), until, await readAppMarks(page))];
    }
    await page.reload({ waitUntil: 'commit' });
    const warm = await visit("/home warm bell's list");
    return {
      bellPainted: cold.painted,
      bellOpen: cold.open,
      bellRatio: cold.ratio,
      bellLost: cold.lost,
      warmBellPainted: warm.painted,
      warmBellOpen: warm.open,
      warmBellRatio: warm.ratio,
      warmBellLost: warm.lost,
    };
  } finally {
    await context.close();
  }
}
