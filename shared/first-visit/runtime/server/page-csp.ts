// What one of the app's HTML pages adds to its Content-Security-Policy: the hashes of its own inline
// parts, the known inline scripts (runtime/inline-scripts) it holds and every <style> element it has.
// The same for both ways the pages are served (ADR 0013): the Node layer computes it per answer
// (firstVisitResponse in index.ts), the build side of a plain static host for all of a build's pages at
// once. The policy around the hashes (which origins the runtime config allows) is the host's own,
// given as `PagePolicy`: the security headers build it for every response, not only a first visit's.
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
