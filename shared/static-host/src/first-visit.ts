// The first-visit wing the static server composes pages with (tab hints, prerendered pages and tab
// screens, the page policy with the hashes of its fixed inline scripts). It lives outside this package;
// this one module is where the server reaches it, so moving it means changing these imports only.
// @ts-expect-error page-csp.mjs ships no declaration file; its one export is typed below.
import { pageCspHeader as untypedPageCspHeader } from '../../../scripts/lib/page-csp.mjs';

export { AFTER_PAINT_LOADER } from '../../../scripts/lib/after-paint.mjs';
export { KAKAO_LINK_SCRIPT } from '../../../scripts/lib/kakao-link.mjs';
export { addTabPageHints, REMOTE_ENTRY_MARKER, tabOf } from '../../../scripts/lib/page-hints.mjs';
export { prerenderedPage } from '../../../scripts/lib/prerendered-pages.mjs';
export { prerenderedTabPage } from '../../../scripts/lib/prerendered-tabs.mjs';
export { createRemoteHintCache } from '../../../scripts/lib/remote-build-reads.mjs';

/** The CSP header value for HTML pages that read `config`: one page, or every page of a build. */
export const pageCspHeader: (config: unknown, pages: string[]) => string = untypedPageCspHeader;
