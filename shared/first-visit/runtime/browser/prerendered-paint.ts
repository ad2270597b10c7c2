// Waits for the prerendered /login's paint itself, not a frame: React would otherwise replace the screen before it paints (ADR 0007).
export const PRERENDERED_PAINT_WAIT_MS = 3000;

export interface PaintWindow {
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  requestAnimationFrame(callback: FrameRequestCallback): number;
  setTimeout(callback: () => void, ms?: number): number;
  PerformanceObserver?: typeof PerformanceObserver;
}

export function afterPrerenderedPaint(root: Element | null, win: PaintWindow = window): Promise<void> {
  if (!root?.firstElementChild) return Promise.resolve();
  // A hidden tab paints nothing: go ahead, there is no paint to protect.
  if (win.document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    win.setTimeout(finish, PRERENDERED_PAINT_WAIT_MS);
    win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && finish());
    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      // buffered: a paint that happened before this call is reported too.
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        finish();
      });
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
    // Without paint timing: animation frame callbacks run just before a paint, a task queued from one after it.
    win.requestAnimationFrame(() => win.setTimeout(finish, 0));
  });
}
