// One Lighthouse run (mobile preset, performance only) in a fresh Chromium profile, so each run is a first
// visit. A signed-in page gets its session through Playwright over CDP on /app-config.json, which loads no
// app code; Lighthouse's storage reset keeps localStorage and cookies, so the session survives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Account } from '@momentum/stack/sign-up';
import { CHROMIUM_PATH, stackUrls } from '@momentum/stack/stack-config';
import { readRun, type LighthouseResult, type PageRun } from './figures';

/** Chrome debugging ports of this bench (9300–9309): one per run in turn, never two at once. */
const FIRST_DEBUG_PORT = 9300;
let nextPort = 0;

/** Reports land here, one JSON per run, to open in the Lighthouse viewer or read with jq. */
export const reportDir = path.join(os.tmpdir(), 'momentum-lighthouse');

async function seedSession(port: number, account: Account): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    if (account.refreshToken) {
      await context.addCookies([
        { name: 'momentum_rt', value: account.refreshToken, url: stackUrls.api, httpOnly: true, sameSite: 'Lax' },
      ]);
    }
    const page = await context.newPage();
    await page.goto(`${stackUrls.shell}/app-config.json`);
    await page.evaluate((token) => localStorage.setItem('accessToken', token), account.accessToken);
    await page.close();
  } finally {
    // Over CDP, close() only disconnects: the browser (chrome-launcher's) keeps running.
    await browser.close();
  }
}

export interface RunOptions {
  /** Page path on the shell, e.g. `/login`. */
  path: string;
  /** Signed in as this account, or signed out. */
  account?: Account;
  /** Names the saved report: `<label>-<run>.json`. */
  label: string;
  run: number;
}

export async function runLighthouse({ path: pagePath, account, label, run }: RunOptions): Promise<PageRun> {
  const port = FIRST_DEBUG_PORT + (nextPort++ % 10);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    port,
    // CI runs as root: Chromium refuses to start sandboxed there.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--lang=ko-KR'],
    logLevel: 'silent',
  });
  try {
    if (account) await seedSession(port, account);
    const result = await lighthouse(
      `${stackUrls.shell}${pagePath}`,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${pagePath}`);
    const lhr = result.lhr as unknown as LighthouseResult & { finalDisplayedUrl?: string };
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${label}-${run}.json`), JSON.stringify(result.lhr));
    // A signed-in page that fell back to /login measured the wrong page: say so rather than report it.
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== pagePath) {
      throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${pagePath}`);
    }
    return readRun(lhr);
  } finally {
    chrome.kill();
  }
}
