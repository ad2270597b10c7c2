// The Content-Security-Policy of one of the app's HTML pages, from the runtime config it will read and
// its own bytes. One function for both ways the pages are served: the Node static server computes it
// per answer (scripts/serve-static.mjs), the build writes it for plain static hosts
// (scripts/lib/static-host-files.mjs). ADR 0013.
import { AFTER_PAINT_LOADER } from './after-paint.mjs';
import { KAKAO_LINK_SCRIPT } from './kakao-link.mjs';
import { SIGNED_OUT_GATE } from './prerendered-tabs.mjs';
import { cspDirectives, cspHash, serializeCsp } from './security-headers.mjs';

/**
 * The only inline scripts a page may run: fixed texts of ours, allowed by hash when the page holds them.
 * Anything else inline, wherever it came from, stays refused.
 */
const KNOWN_INLINE_SCRIPTS = [AFTER_PAINT_LOADER, SIGNED_OUT_GATE, KAKAO_LINK_SCRIPT];
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** Hashes of the known inline scripts the pages contain, in the order they appear. */
export function inlineScriptHashes(pages) {
  const all = pages.join('\n');
  return KNOWN_INLINE_SCRIPTS.map((script) => ({ script, at: all.indexOf(`<script>${script}</script>`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ script }) => cspHash(script));
}

/** Hashes of the text of every <style> element in the pages (the build's and the prerendered screens'). */
export function inlineStyleHashes(pages) {
  return [...new Set(pages.flatMap((page) => [...page.matchAll(STYLE_ELEMENT)].map(([, css]) => cspHash(css))))];
}

/**
 * The CSP header value for HTML pages that read `config`: one page (a Node answer) or every page of a
 * build (one header a static host sends with all of them).
 * @param {unknown} config the runtime config (/app-config.json)
 * @param {string[]} pages
 */
export function pageCspHeader(config, pages) {
  return serializeCsp(cspDirectives(config, { scriptHashes: inlineScriptHashes(pages), styleHashes: inlineStyleHashes(pages) }));
}
