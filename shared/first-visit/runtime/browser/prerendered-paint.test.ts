// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterPrerenderedPaint, PRERENDERED_PAINT_WAIT_MS, type PaintWindow } from './prerendered-paint';
import { fakePerformanceObserver } from '../../test-support/fake-performance-observer';

/** A window whose frames, timers and paint reports the test drives by hand. */
function fakeWindow({ visibilityState = 'visible' as DocumentVisibilityState, paintTiming = true } = {}) {
  const frames: FrameRequestCallback[] = [];
  const timers: { at: number; callback: () => void }[] = [];
  const { Observer, report } = fakePerformanceObserver(['paint']);
  const win: PaintWindow = {
    document: { visibilityState, addEventListener: vi.fn() },
    requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ at: ms, callback }),
    PerformanceObserver: paintTiming ? Observer : undefined,
  };
  const paint = (name: string) => report({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList);
  const runFrame = () => frames.splice(0).forEach((callback) => callback(0));
  const runTimers = (upTo: number) => timers.filter((t) => t.at <= upTo).forEach((t) => t.callback());
  return { win, paint, runFrame, runTimers };
}

const prerendered = () => {
  const root = document.createElement('div');
  root.innerHTML = '<main>login</main>';
  return root;
};

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('afterPrerenderedPaint', () => {
  it('waits for the first contentful paint of a prerendered screen, not for an earlier paint', async () => {
    const { win, paint } = fakeWindow();
    const waiting = afterPrerenderedPaint(prerendered(), win);
    paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
  });

  it('without paint timing, waits for the task after the next animation frame', async () => {
    const { win, runFrame, runTimers } = fakeWindow({ paintTiming: false });
    const waiting = afterPrerenderedPaint(prerendered(), win);
    expect(await settled(waiting)).toBe(false);
    runFrame();
    runTimers(0);
    expect(await settled(waiting)).toBe(true);
  });

  it(`gives up waiting after ${PRERENDERED_PAINT_WAIT_MS} ms`, async () => {
    const { win, runTimers } = fakeWindow();
    const waiting = afterPrerenderedPaint(prerendered(), win);
    runTimers(PRERENDERED_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    runTimers(PRERENDERED_PAINT_WAIT_MS);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait without a prerendered screen, or in a hidden tab (nothing paints there)', async () => {
    const visible = fakeWindow();
    expect(await settled(afterPrerenderedPaint(document.createElement('div'), visible.win))).toBe(true);
    expect(await settled(afterPrerenderedPaint(null, visible.win))).toBe(true);
    expect(await settled(afterPrerenderedPaint(prerendered(), fakeWindow({ visibilityState: 'hidden' }).win))).toBe(true);
    expect(visible.win.requestAnimationFrame).not.toHaveBeenCalled();
  });
});
