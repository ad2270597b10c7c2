// One phone in one engine, as the journey drives it: find by role and name, tap, type, pick a photo,
// read the page. Each engine's driver supplies the primitives; the waiting and the failures live here.
import { describeTarget, type Target } from './target';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Long enough for a throttled CI machine's first remote load; a step that needs more is a finding. */
const STEP_TIMEOUT_MS = 20_000;
const POLL_MS = 150;

export abstract class Phone<Handle = unknown> {
  abstract readonly engine: EngineName;
  /** JavaScript errors, console errors and CSP violations seen so far, oldest first. */
  abstract problems(): string[];
  abstract goto(url: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract url(): Promise<string>;
  /** An expression's value (JSON-serialisable), evaluated in the page. */
  abstract evaluate<T>(expression: string): Promise<T>;
  /** Null where the engine's protocol has no network emulation (WebDriver classic). */
  abstract setOffline: ((offline: boolean) => Promise<void>) | null;
  abstract close(): Promise<void>;
  protected abstract findOnce(target: Target): Promise<Handle | null>;
  protected abstract tap(handle: Handle): Promise<void>;
  /** Replaces the control's value by typing, as a keyboard does (React sees every key). */
  protected abstract typeInto(handle: Handle, text: string): Promise<void>;
  protected abstract pressEnter(handle: Handle): Promise<void>;
  protected abstract pickFile(handle: Handle, file: string): Promise<void>;

  async find(target: Target, timeoutMs = STEP_TIMEOUT_MS): Promise<Handle> {
    return this.until(`${describeTarget(target)} to show`, () => this.findOnce(target), timeoutMs);
  }

  async see(target: Target, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
    await this.find(target, timeoutMs);
  }

  async click(target: Target): Promise<void> {
    await this.tap(await this.find(target));
  }

  async fill(target: Target, text: string, { enter = false } = {}): Promise<void> {
    const handle = await this.find(target);
    await this.typeInto(handle, text);
    if (enter) await this.pressEnter(handle);
  }

  async upload(target: Target, file: string): Promise<void> {
    await this.pickFile(await this.find({ ...target, hidden: true }), file);
  }

  async waitForUrl(pattern: RegExp, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
    await this.until(`the URL to match ${pattern}`, async () => (pattern.test(await this.url()) ? true : null), timeoutMs);
  }

  /** Waits until the expression is truthy in the page; returns its value. */
  async waitFor<T>(what: string, expression: string, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
    return this.until(what, async () => (await this.evaluate<T>(expression)) || null, timeoutMs);
  }

  private async until<T>(what: string, attempt: () => Promise<T | null>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown = null;
    for (;;) {
      try {
        const value = await attempt();
        if (value !== null) return value;
      } catch (error) {
        // A navigation between two polls destroys the page's context: poll again.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const url = await this.url().catch(() => '?');
        throw new Error(`${this.engine}: waited ${timeoutMs} ms for ${what} at ${url}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
