// @vitest-environment jsdom
// The tap keeper as built (the text a composed page carries), each case in its own window: kept, shown
// pressed, replayed once and only on the same control; a tap across a swap of its control is finished.
import { describe, expect, it } from 'vitest';
import { TAP_KEEPER_SCRIPT } from '../../page-contract/inline-scripts';
import { tapWaiting } from '../browser/kept-taps';
import { TAP_KEEPER_RELEASE_KEY } from '../../page-contract/page-marks';
import { KEEP_MS } from './tap-keeper';

const SCREEN =
  '<header><button type="button" aria-label="알림">🔔</button><button type="button">더보기</button>' +
  '<button type="button" disabled>잠김</button><a href="/feed">피드</a></header>';

interface Timer {
  fn: () => void;
  ms: number;
}

/** A page with the keeper in its head; `timers` records the keeper's timeouts instead of running them. */
function page({ screen = SCREEN, after = '' } = {}) {
  // A frame per case: its own window and document, so no keeper's listeners outlive their case.
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow! as Window & typeof globalThis;
  win.document.body.innerHTML = `<div id="root">${screen}</div>${after}`;
  const timers: Timer[] = [];
  win.setTimeout = ((fn: () => void, ms = 0) => timers.push({ fn, ms })) as unknown as typeof win.setTimeout;
  win.clearTimeout = (() => {}) as typeof win.clearTimeout;
  const script = win.document.createElement('script');
  script.textContent = TAP_KEEPER_SCRIPT;
  win.document.head.append(script);
  // The page parsed: what #root holds now is the page's own markup.
  win.document.dispatchEvent(new win.Event('readystatechange'));
  const reached: string[] = [];
  // Where React listens: the root, after the document's capture phase.
  win.document.getElementById('root')!.addEventListener('click', (event: MouseEvent) => {
    reached.push(((event.target as Element).closest('button, a') as Element).textContent!);
    event.preventDefault();
  });
  const button = (name: string) =>
    [...win.document.querySelectorAll<HTMLElement>('#root button, #root a')].find((el) => el.textContent === name)!;
  const tap = (name: string) => button(name).dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
  // As the app's releaseKeptTaps calls it: only while the page still offers it.
  const release = () => (win as unknown as Record<string, (() => void) | undefined>)[TAP_KEEPER_RELEASE_KEY]?.();
  /** Runs the zero-delay timers queued so far (the keeper's "next task"). */
  const nextTask = () => timers.splice(0).filter((t) => t.ms === 0 || t.ms === undefined).forEach((t) => t.fn());
  return { win, timers, reached, button, tap, release, nextTask };
}

describe('the tap keeper', () => {
  it('keeps a tap on a button before the release, shows it pressed, and replays it once after', () => {
    const { win, reached, button, tap, release, nextTask } = page();
    expect(tap('🔔')).toBe(false); // the default prevented: a form's submit button would not submit
    expect(reached).toEqual([]);
    expect(button('🔔').style.opacity).toBe('0.6');
    expect(button('🔔').getAttribute('aria-busy')).toBe('true');
    expect(tapWaiting(win), 'the screen may start what the tap needs').toBe(true);
    tap('🔔');
    release();
    expect(tapWaiting(win)).toBe(false);
    expect(button('🔔').style.opacity).toBe('');
    expect(button('🔔').hasAttribute('aria-busy')).toBe(false);
    expect((win as unknown as Record<string, unknown>)[TAP_KEEPER_RELEASE_KEY], 'released once: later screens find nothing').toBeUndefined();
    nextTask();
    expect(reached).toEqual(['🔔']);
    release();
    nextTask();
    expect(reached).toEqual(['🔔']);
  });

  it('replays only the latest control tapped and leaves the earlier one as it was', () => {
    const { reached, button, tap, release, nextTask } = page();
    tap('🔔');
    tap('더보기');
    expect(button('🔔').style.opacity).toBe('');
    release();
    nextTask();
    expect(reached).toEqual(['더보기']);
  });

  it('leaves links and disabled buttons to the browser, and every tap after the release to the app', () => {
    const { reached, tap, release, nextTask } = page();
    tap('피드');
    tap('잠김');
    expect(reached).toEqual(['피드', '잠김']);
    release();
    nextTask();
    tap('🔔');
    expect(reached).toEqual(['피드', '잠김', '🔔']);
  });

  it("replays on the control's twin when the app rendered the screen afresh, and on nothing else", () => {
    const twin = page();
    twin.tap('🔔');
    twin.win.document.getElementById('root')!.innerHTML = SCREEN;
    twin.release();
    twin.nextTask();
    expect(twin.reached).toEqual(['🔔']);

    const changed = page();
    changed.tap('🔔');
    changed.win.document.getElementById('root')!.innerHTML = SCREEN.replace('aria-label="알림"', 'aria-label="메뉴"');
    changed.release();
    changed.nextTask();
    expect(changed.reached).toEqual([]);
  });

  it('drops a tap the app never came for, looks as before, and leaves later taps to the page', () => {
    const { win, timers, button, tap, release, nextTask, reached } = page();
    tap('🔔');
    const drop = timers.find((timer) => timer.ms === KEEP_MS)!;
    drop.fn();
    expect(button('🔔').style.opacity).toBe('');
    expect(tapWaiting(win)).toBe(false);
    release();
    nextTask();
    expect(reached).toEqual([]);
    tap('더보기');
    expect(reached).toEqual(['더보기']);
  });

  it("keeps only the page's own buttons: one the app rendered since (an error screen's retry) is the app's", () => {
    const { win, reached, tap, button } = page();
    const retry = win.document.createElement('button');
    retry.textContent = '다시 시도';
    win.document.getElementById('root')!.append(retry);
    tap('다시 시도');
    expect(reached).toEqual(['다시 시도']);
    expect(button('다시 시도').hasAttribute('aria-busy')).toBe(false);
  });

  it('finishes a tap whose control was swapped between press and release, unless the browser clicked', () => {
    for (const browserClicks of [false, true]) {
      const { win, reached, button, release, nextTask } = page();
      release();
      button('🔔').dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true }));
      win.document.getElementById('root')!.innerHTML = SCREEN;
      button('🔔').dispatchEvent(new win.MouseEvent('pointerup', { bubbles: true }));
      if (browserClicks) button('🔔').dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
      nextTask();
      expect(reached).toEqual(['🔔']);
    }
  });
});

/** Home's bell as prerendered: it names the first frame of its list, which the page carries in a template. */
const FRAMED_SCREEN = SCREEN.replace('aria-label="알림"', 'aria-label="알림" data-tap-frame="list"');
const LIST_FRAME =
  '<template data-tap-frame="list"><div role="presentation" class="backdrop"><div role="dialog" aria-modal="true" tabindex="-1">' +
  '<h2>알림</h2><button type="button" aria-label="닫기">x</button><div aria-busy="true">…</div></div></div></template>';

/** A page whose bell opens a framed list; `frames()` are the shown frames (not the template's own markup). */
function framedPage() {
  const it = page({ screen: FRAMED_SCREEN, after: LIST_FRAME });
  const frames = () => [...it.win.document.body.children].filter((el) => el.classList.contains('backdrop'));
  /** The app's own dialog, as a portal puts it. */
  const appOpens = () => it.win.document.body.insertAdjacentHTML('beforeend', '<div><div role="dialog" aria-modal="true">앱</div></div>');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { ...it, frames, appOpens, settle };
}

describe("the tap keeper's first frame of what a tap opens", () => {
  it('shows the frame at the tap with focus in its dialog, and hands it to the app when the app opens its own', async () => {
    const { win, tap, button, release, nextTask, reached, frames, appOpens, settle } = framedPage();
    tap('🔔');
    expect(frames()).toHaveLength(1);
    expect(frames()[0]!.getAttribute('data-tap-frame'), "named as the page's, not the app's").toBe('list');
    expect(win.document.activeElement?.getAttribute('role')).toBe('dialog');
    release();
    nextTask();
    expect(reached).toEqual(['🔔']);
    expect(win.document.activeElement, "the app's dialog returns focus to the bell, not to the frame").toBe(button('🔔'));
    expect(frames(), 'it stays until the app shows its own').toHaveLength(1);
    appOpens();
    await settle();
    expect(frames()).toHaveLength(0);
  });

  it('takes the tap back when the person closes the frame first, by its button or Escape', () => {
    for (const close of ['button', 'Escape']) {
      const { win, tap, button, release, nextTask, reached, frames } = framedPage();
      tap('🔔');
      if (close === 'button') frames()[0]!.querySelector('button')!.click();
      else win.document.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(frames()).toHaveLength(0);
      expect(tapWaiting(win)).toBe(false);
      expect(button('🔔').hasAttribute('aria-busy')).toBe(false);
      expect(win.document.activeElement).toBe(button('🔔'));
      release();
      nextTask();
      expect(reached, close).toEqual([]);
    }
  });

  it('takes the frame down when the app never comes, when the control is gone, or when the app opens nothing', () => {
    const neverCame = framedPage();
    neverCame.tap('🔔');
    neverCame.timers.find((timer) => timer.ms === KEEP_MS)!.fn();
    expect(neverCame.frames()).toHaveLength(0);

    const gone = framedPage();
    gone.tap('🔔');
    gone.win.document.getElementById('root')!.innerHTML = '<main></main>';
    gone.release();
    expect(gone.frames()).toHaveLength(0);

    const nothingOpened = framedPage();
    nothingOpened.tap('🔔');
    nothingOpened.release();
    const handOver = nothingOpened.timers.filter((timer) => timer.ms === KEEP_MS).at(-1)!;
    nothingOpened.nextTask();
    expect(nothingOpened.frames()).toHaveLength(1);
    handOver.fn();
    expect(nothingOpened.frames()).toHaveLength(0);
  });

  it('shows no frame for a control that names none, nor for a name the page does not carry', () => {
    const plain = framedPage();
    plain.tap('더보기');
    expect(plain.frames()).toHaveLength(0);
    const missing = page({ screen: FRAMED_SCREEN });
    missing.tap('🔔');
    expect(missing.win.document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    expect(missing.button('🔔').getAttribute('aria-busy')).toBe('true');
  });
});
