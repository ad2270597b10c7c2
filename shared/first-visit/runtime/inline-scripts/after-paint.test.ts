// The after-paint loader (ADR 0010): when it moves a prerendered page's scripts into the page (run
// here against a stub window: when is the point). What the CSP allows where the build put it is the
// Node layer's test (shared/static-host/test/serve-static-after-paint.test.ts).
import { describe, test } from 'vitest';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { AFTER_PAINT_LOADER } from '../../page-contract/inline-scripts';
import { AFTER_PAINT_TEMPLATE_ID } from '../../page-contract/page-marks';

/** The loader in a stub window; `paintTiming`: whether PerformanceObserver knows 'paint'. */
function runLoader({ visibility = 'visible', paintTiming = true, withTemplate = true } = {}) {
  type Callback = (list: { getEntriesByName(name: string): { name: string }[] }, observer: StubObserver) => void;
  const appended: unknown[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const observers: StubObserver[] = [];
  const document = {
    visibilityState: visibility,
    head: { appendChild: (node: unknown) => appended.push(node) },
    getElementById: (id: string) => (withTemplate && id === AFTER_PAINT_TEMPLATE_ID ? { content: 'the template content' } : null),
    importNode: (content: unknown, deep: boolean) => ({ imported: content, deep }),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  class StubObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    callback: Callback;
    disconnected = false;
    options: unknown;
    constructor(callback: Callback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(options: unknown) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const window: Record<string, unknown> = {
    document,
    PerformanceObserver: StubObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  window.window = window;
  vm.runInNewContext(AFTER_PAINT_LOADER, window);
  const paint = (name: string) => {
    for (const observer of observers) observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observer);
  };
  return { appended, timers, frames, listeners, observers, document, paint };
}

describe('the loader', () => {
  test('moves the template into <head> once the first contentful paint is reported, not before, and once', () => {
    const run = runLoader();
    assert.deepEqual({ ...(run.observers[0]!.options as object) }, { type: 'paint', buffered: true });
    run.paint('first-paint');
    assert.equal(run.appended.length, 0, 'a paint without content is not the one');
    run.paint('first-contentful-paint');
    assert.deepEqual(run.appended, [{ imported: 'the template content', deep: true }]);
    assert.equal(run.observers[0]!.disconnected, true);
    run.timers.find((t) => t.ms === 3000)!.fn();
    assert.equal(run.appended.length, 1, 'the time limit does not add the scripts twice');
  });

  test('goes ahead after 3 s when no paint is reported', () => {
    const run = runLoader();
    assert.equal(run.appended.length, 0);
    run.timers.find((t) => t.ms === 3000)!.fn();
    assert.equal(run.appended.length, 1);
  });

  test('goes ahead at once in a hidden tab, and when the tab is hidden before its paint', () => {
    assert.equal(runLoader({ visibility: 'hidden' }).appended.length, 1);
    const run = runLoader();
    run.document.visibilityState = 'hidden';
    run.listeners.visibilitychange!();
    assert.equal(run.appended.length, 1);
  });

  test('without paint timing: in a task queued from the next animation frame (after its paint)', () => {
    const run = runLoader({ paintTiming: false });
    assert.equal(run.observers.length, 0);
    assert.equal(run.frames.length, 1);
    run.frames[0]!();
    assert.equal(run.appended.length, 0);
    run.timers.find((t) => t.ms === 0)!.fn();
    assert.equal(run.appended.length, 1);
  });

  test('does nothing on a page without the template', () => {
    const run = runLoader({ withTemplate: false });
    assert.equal(run.timers.length + run.frames.length + run.observers.length + run.appended.length, 0);
  });
});
