// The files the builds write for a first visit, by name: the shell's and the remotes' builds write them
// (write-first-visit-pages.ts, first-screen-plugin.ts, prerendered-screens.ts) and the Node layer reads
// them (runtime/server), so both take the names from here. Free of imports: the server's bundle takes nothing else from the build side.

/** /login's prerendered page (ADR 0007). */
export const LOGIN_PAGE_FILE = 'login.html';
/** `tab-frames/<key>.html`: a tab's frame, which the Node layer fills with the remote's screen (ADR 0009). */
export const TAB_FRAMES_DIR = 'tab-frames';
/** Where a tab's frame holds the remote's screen; the Node layer puts the screen there. */
export const REMOTE_SCREEN_MARKER = '<!--momentum:remote-screen-->';
/** A remote's first-render GETs by route, beside its manifest (ADR 0008). */
export const FIRST_SCREEN_FILE = 'first-screen.json';
/** A remote's screens' loading state as HTML by route, beside its manifest (ADR 0009). */
export const PRERENDERED_SCREENS_FILE = 'prerendered-screens.json';
/**
 * `tab-pages/<key>.html`, `tab-pages/<key>/<route>.html`: a tab route's page as the Node layer would
 * answer it, written once at deploy time for a plain static host (runtime/server/tab-pages.ts), which
 * serves it for that URL before falling back to index.html.
 */
export const TAB_PAGES_DIR = 'tab-pages';
