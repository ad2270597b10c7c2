// The first visit's files and markers: the build side writes them, the runtime side reads them (both sides' one contract, free of imports).
export const LOGIN_PAGE_FILE = 'login.html';
export const TAB_FRAMES_DIR = 'tab-frames';
export const REMOTE_SCREEN_MARKER = '<!--momentum:remote-screen-->';
/** Where the Node layer (or the deploy step) puts a tab's first GETs and the script that starts them. */
export const TAB_HINTS_MARKER = '<!--momentum:tab-hints-->';
export const FIRST_SCREEN_FILE = 'first-screen.json';
export const PRERENDERED_SCREENS_FILE = 'prerendered-screens.json';
/** Written at deploy time for a plain static host (runtime/server/tab-pages.ts), which serves it before index.html. */
export const TAB_PAGES_DIR = 'tab-pages';
