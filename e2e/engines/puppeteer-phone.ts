// Chromium (over CDP) and Firefox ESR (over WebDriver BiDi, no geckodriver) through puppeteer-core,
// at the product's 375×812 with a phone's pixel ratio and touch, with the network switch for offline.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from '@momentum/stack/stack-config';
import { Phone, type EngineName } from './phone';
import { FIND_TARGET, wireTarget, type Target } from './target';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Reports a CSP refusal on the console, where every engine's collector already listens. */
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + e.blockedURI));`;

export class PuppeteerPhone extends Phone<ElementHandle> {
  private readonly seen: string[] = [];

  private constructor(
    readonly engine: EngineName,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super();
    page.on('pageerror', (error) => this.seen.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console error: ${message.text()} (${message.location().url ?? ''})`);
    });
  }

  static async launch(engine: 'chromium' | 'firefox'): Promise<PuppeteerPhone> {
    const browser =
      engine === 'chromium'
        ? await puppeteer.launch({
            executablePath: CHROMIUM_PATH,
            headless: true,
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=ko-KR'],
          })
        : await puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox: { 'intl.accept_languages': 'ko-KR, ko' } });
    const page = await browser.newPage();
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(REPORT_CSP);
    return new PuppeteerPhone(engine, browser, page);
  }

  problems(): string[] {
    return [...this.seen];
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.page.evaluate(expression)) as T;
  }

  setOffline = async (offline: boolean): Promise<void> => {
    await this.page.setOfflineMode(offline);
  };

  async close(): Promise<void> {
    await this.browser.close();
  }

  protected async findOnce(target: Target): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(`${FIND_TARGET}(${JSON.stringify(wireTarget(target))})`);
    const element = handle.asElement();
    if (element) return element as ElementHandle;
    await handle.dispose();
    return null;
  }

  protected async tap(handle: ElementHandle): Promise<void> {
    await handle.click();
  }

  protected async typeInto(handle: ElementHandle, text: string): Promise<void> {
    await handle.click({ count: 3 });
    await handle.evaluate((el) => (el as HTMLInputElement).select?.());
    await this.page.keyboard.press('Backspace');
    await handle.type(text);
  }

  protected async pressEnter(handle: ElementHandle): Promise<void> {
    await handle.press('Enter');
  }

  protected async pickFile(handle: ElementHandle, file: string): Promise<void> {
    await (handle as ElementHandle<HTMLInputElement>).uploadFile(file);
  }
}
