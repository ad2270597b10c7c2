// The first-visit files' names, shared by the builds that write them and the Node layer that reads them (free of imports for the server bundle).
export const LOGIN_PAGE_FILE = 'login.html';
export const TAB_FRAMES_DIR = 'tab-frames';
export const REMOTE_SCREEN_MARKER = '<!--momentum:remote-screen-->';
export const FIRST_SCREEN_FILE = 'first-screen.json';
export const PRERENDERED_SCREENS_FILE = 'prerendered-screens.json';
/** Written at deploy time for a plain static host (runtime/server/tab-pages.ts), which serves it before index.html. */
export const TAB_PAGES_DIR = 'tab-pages';
