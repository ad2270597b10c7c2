// WebKitGTK (Safari's engine) driven by Debian's WebKitWebDriver under Xvfb, through WebDriver classic,
// in our own phone-sized browser window (phone-browser.py). WebKit writes its console to the browser's
// stdout (JS errors, console.error, CSP refusals): those lines are the problems this phone reports.
import path from 'node:path';
import WebDriver, { type Client } from 'webdriver';
import { startProcess, waitForUrl, type RunningProcess } from '@momentum/stack/processes';
import { extraPort, PORT_OFFSET, repoRoot } from '@momentum/stack/stack-config';
import { Phone } from '../phone';
import { FIND_TARGET, wireTarget, type Target } from '../target';

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const ENTER = '\uE007';
const BROWSER = path.join(repoRoot, 'e2e/engines/webkit/phone-browser.py');

export interface WebkitOptions {
  /** The user agent to report (an iPhone's Safari for the iOS checks); WebKitGTK's own by default. */
  userAgent?: string;
  /** Report `navigator.standalone`, as an app opened from the home screen does. */
  standalone?: boolean;
}

type ElementRef = Record<typeof ELEMENT_KEY, string>;

export class WebkitPhone extends Phone<string> {
  readonly engine = 'webkit' as const;
  readonly setOffline = null;

  private constructor(
    private readonly client: Client,
    private readonly processes: RunningProcess[],
    private readonly seen: string[],
  ) {
    super();
  }

  static async launch(options: WebkitOptions = {}): Promise<WebkitPhone> {
    const display = `:${90 + PORT_OFFSET / 100}`;
    const xvfb = startProcess({ name: 'webkit-xvfb', command: 'Xvfb', args: [display, '-screen', '0', '1280x2000x24', '-nolisten', 'tcp'], cwd: repoRoot });
    const port = extraPort(7);
    const driver = startProcess({
      name: 'webkit-driver',
      command: 'WebKitWebDriver',
      args: [`--port=${port}`, '--host=127.0.0.1'],
      cwd: repoRoot,
      // A phone's pixel ratio; no accessibility bus to look for under Xvfb.
      env: { DISPLAY: display, GDK_SCALE: '2', NO_AT_BRIDGE: '1' },
    });
    const seen: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (/CONSOLE (\w+ )*ERROR/.test(line)) seen.push(line.trim());
    };
    // The browser inherits the driver's output; WebKit writes its console to either stream.
    driver.child.stdout?.on('data', collect);
    driver.child.stderr?.on('data', collect);
    try {
      await waitForUrl(`http://127.0.0.1:${port}/status`, driver, 20_000);
      const args = ['--automation', ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : []), ...(options.standalone ? ['--standalone'] : [])];
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'warn',
        capabilities: { 'webkitgtk:browserOptions': { binary: BROWSER, args } } as Record<string, unknown>,
      });
      return new WebkitPhone(client, [driver, xvfb], seen);
    } catch (error) {
      await Promise.all([driver.stop(), xvfb.stop()]);
      throw new Error(`webkit: could not start WebKitWebDriver with ${BROWSER}: ${String(error)}\n${driver.tail()}`, { cause: error });
    }
  }

  problems(): string[] {
    return [...this.seen];
  }

  async goto(url: string): Promise<void> {
    await this.client.navigateTo(url);
  }

  async reload(): Promise<void> {
    await this.client.refresh();
  }

  async url(): Promise<string> {
    return this.client.getUrl();
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.client.executeScript(`return (${expression});`, [])) as T;
  }

  /** The window's pixels, as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.client.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.client.deleteSession().catch(() => undefined);
    for (const proc of this.processes) await proc.stop();
  }

  protected async findOnce(target: Target): Promise<string | null> {
    const found = (await this.client.executeScript(`return ${FIND_TARGET}(arguments[0]);`, [wireTarget(target) as object])) as ElementRef | null;
    return found ? found[ELEMENT_KEY] : null;
  }

  protected async tap(id: string): Promise<void> {
    await this.client.elementClick(id);
  }

  protected async typeInto(id: string, text: string): Promise<void> {
    await this.client.elementClear(id);
    await this.client.elementSendKeys(id, text);
  }

  protected async pressEnter(id: string): Promise<void> {
    await this.client.elementSendKeys(id, ENTER);
  }

  protected async pickFile(id: string, file: string): Promise<void> {
    await this.client.elementSendKeys(id, file);
  }
}
