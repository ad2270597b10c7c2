// The shell's entry. The config and the first screen's remote start loading now (start/critical-path);
// the app itself waits behind an async boundary, so federation shares (react, the router, ...) are
// negotiated before any app code runs.
import { startCriticalPath } from './start/critical-path';
import { afterPrerenderedPaint } from './pages/prerendered-paint';

const config = startCriticalPath(window.location.pathname);
// A prerendered page (/login, ADR 0007) is painted before the app's chunks run and React replaces it.
// Named, so index.html can preload it (shared/build PreloadCriticalChunksPlugin).
void afterPrerenderedPaint(document.getElementById('root'))
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start(config));
