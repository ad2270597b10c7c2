// The server side of a first visit, run as dist/server.mjs: the Node layer needs no TypeScript loader (ADR 0013).
export { firstVisitResponse, type FirstVisitRequest } from './first-visit-response';

export { createRemoteHintCache, firstRequestsFromFile, readRemoteBuild, type ReadJson, type RemoteHintCache, type RemoteReads } from './remote-build-reads';
export { composeTabPages, readRemotes, TAB_PAGES_DIR, tabPageFile, tabPagesFor, type TabPage } from './tab-pages';
export { tabPageFiles, writeTabPageFiles } from './tab-page-files';
export { cspHash, inlineScriptHashes, inlineStyleHashes, pageHashes, type PageHashes, type PagePolicy } from './page-csp';
export { addTabPageHints, tabOf, type PageConfig, type Tab } from './page-hints';
export { PRERENDERED_PAGES, prerenderedPage } from './prerendered-pages';
export { prerenderedTabPage, screensFromFile, type PrerenderedTabScreens, type TabScreen } from './prerendered-tabs';
export { AFTER_PAINT_LOADER, KAKAO_LINK_SCRIPT, KNOWN_INLINE_SCRIPTS, SIGNED_OUT_GATE } from '../../page-contract/inline-scripts';
export { REMOTE_SCREEN_MARKER, TAB_HINTS_MARKER } from '../../page-contract/page-files';
export { AFTER_PAINT_TEMPLATE_ID } from '../../page-contract/page-marks';

