// The config and first remote load now; the app waits behind an async boundary, so federation shares are
// negotiated before any app code runs (docs/first-visit.md).
import { startCriticalPath } from './start/critical-path';
import { afterPrerenderedPaint, evaluateSharedModulesInSlices, markStartup } from '@momentum/first-visit/browser';

// A prerendered page (/login, ADR 0007; a tab, ADR 0009) is painted before the app's chunks run.
const painted = afterPrerenderedPaint(document.getElementById('root'));
const config = startCriticalPath(window.location.pathname, painted);
// Named so index.html can preload it (@momentum/first-visit's PreloadCriticalChunksPlugin).
void painted
  .then(() => markStartup('painted'))
  .then(evaluateSharedModulesInSlices)
  .then(() => markStartup('shared-evaluated'))
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start(config));
