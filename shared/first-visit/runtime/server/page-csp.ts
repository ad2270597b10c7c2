// The hashes a page's Content-Security-Policy adds for its own inline scripts and <style> elements, the
// same for the Node layer (per answer) and a static host (per build, ADR 0013). The policy around them
// is the host's own, given as `PagePolicy`.
import crypto from 'node:crypto';
import { KNOWN_INLINE_SCRIPTS } from '../inline-scripts';

/** The CSP sources that allow a page's own inline parts. */
export interface PageHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/** The host's page policy (a header value) from the runtime config the page will read and its hashes. */
export type PagePolicy = (config: unknown, hashes: PageHashes) => string;

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The CSP source that allows an inline script or style whose text is exactly `text`. */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
}

/** Hashes of the known inline scripts the pages contain, in the order they appear. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  const all = pages.join('\n');
  return KNOWN_INLINE_SCRIPTS.map((script) => ({ script, at: all.indexOf(`<script>${script}</script>`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ script }) => cspHash(script));
}

/** Hashes of the text of every <style> element in the pages (the build's and the prerendered screens'). */
export function inlineStyleHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((page) => [...page.matchAll(STYLE_ELEMENT)].map(([, css]) => cspHash(css ?? ''))))];
}

/**
 * The hashes for HTML pages: one page (a Node answer) or every page of a build (one header a static
 * host sends with all of them).
 */
export function pageHashes(pages: readonly string[]): PageHashes {
  return { scriptHashes: inlineScriptHashes(pages), styleHashes: inlineStyleHashes(pages) };
}
