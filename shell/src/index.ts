// The shell's entry. The config and the first screen's remote start loading now (start/critical-path);
// the app itself waits behind an async boundary, so federation shares (react, the router, ...) are
// negotiated before any app code runs.
import { startCriticalPath } from './start/critical-path';

const config = startCriticalPath(window.location.pathname);
// Named, so index.html can preload it (shared/build PreloadCriticalChunksPlugin).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start(config));
