// The build side of a first visit, one entry for every app's build: the HTML template, the shell's
// prerendered pages, the chunk preloads, a remote's first-screen GETs and prerendered screens.
// README.md walks the whole path.
export { HTML_TEMPLATE, firstVisitHtmlOptions, type HtmlPageOptions } from './html-page';
export {
  firstVisitPagesConfig,
  writeFirstVisitPages,
  LOGIN_PAGE_FILE,
  TAB_FRAMES_DIR,
  type FirstVisitPagesOptions,
  type ShellScreenModules,
  type ShellScreens,
} from './write-first-visit-pages';
export { composeLoginPage, composePage, composeTabFramePage, localAssetUrls, SCREEN_PARSED_ID, type RenderedScreen } from './compose-page';
export { PreloadCriticalChunksPlugin } from './preload-critical-chunks';
export { FirstScreenRequestsPlugin, FIRST_SCREEN_FILE, type FirstScreenRequests } from './first-screen-plugin';
export { remotePrerenderConfig, checkPrerenderedScreens, PRERENDERED_SCREENS_FILE, type PrerenderedScreens, type PrerenderModule } from './prerendered-screens';
export { prerenderConfig, type PrerenderBuild } from './prerender-config';
export { PRERENDER_ORIGIN } from './prerender-origin';
export { REMOTE_SCREEN_SLOT } from './remote-screen-slot';
export { REMOTE_SCREEN_MARKER } from './page-files';
export { AFTER_PAINT_TEMPLATE_ID, scriptsAfterPaint } from './scripts-after-paint';
