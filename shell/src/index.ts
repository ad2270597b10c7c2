// The shell's entry. The config and the first screen's remote start loading now (start/critical-path);
// the app itself waits behind an async boundary, so federation shares (react, the router, ...) are
// negotiated before any app code runs.
import { startCriticalPath } from './start/critical-path';

const config = startCriticalPath(window.location.pathname);
void import('./bootstrap').then(({ start }) => start(config));
