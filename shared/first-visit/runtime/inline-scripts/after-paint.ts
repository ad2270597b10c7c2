// Moves a prerendered /login's scripts out of their <template> once it has painted (ADR 0010); built to text by build-dist.mjs.
import { AFTER_PAINT_TEMPLATE_ID } from '../../page-contract/page-marks';

const PAINT_WAIT_MS = 3000;

export default function afterPaintLoader(): void {
  const template = document.getElementById(AFTER_PAINT_TEMPLATE_ID) as HTMLTemplateElement | null;
  const Observer = window.PerformanceObserver;
  let done = false;
  if (!template) return;
  const go = (): void => {
    if (done) return;
    done = true;
    document.head.appendChild(document.importNode(template.content, true));
  };
  // A hidden tab paints nothing: there is no paint to protect.
  if (document.visibilityState === 'hidden') return go();
  setTimeout(go, PAINT_WAIT_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') go();
  });
  // indexOf, not includes: the text runs before any polyfill, in whatever browser opened the page.
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // Animation frame callbacks run just before a paint, a task queued from one after it.
    requestAnimationFrame(() => setTimeout(go, 0));
  }
}
