// The build side of a first visit, for every app's build; README.md walks the whole path.
export { firstVisitHtmlOptions } from './html-page';
export { firstVisitPagesConfig } from './write-first-visit-pages';
export { composeLoginPage, composeTabFramePage, localAssetUrls, SCREEN_PARSED_ID } from './compose-page';
export { PreloadCriticalChunksPlugin } from './preload-critical-chunks';
export { FirstScreenRequestsPlugin, type FirstScreenRequests } from './first-screen-plugin';
export { remotePrerenderConfig } from './prerendered-screens';
export { REMOTE_SCREEN_MARKER } from '../page-contract/page-files';
export { AFTER_PAINT_TEMPLATE_ID } from '../page-contract/page-marks';
export { TAP_KEEPER_SCRIPT } from '../page-contract/inline-scripts';
