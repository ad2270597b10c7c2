// A prerendered page paints from its HTML; its scripts are for what comes after (ADR 0010). Fetched
// with the HTML, they compete with the page's fonts on a slow network, and on a fast one they arrive
// and run before the first frame, which then waits for them. Lighthouse's simulation counts every
// script that ended before the observed paint, and whose evaluation it cannot see in a long task, as
// part of that paint: the LCP of /home moved between 1.4 and 2.1 s with what happened to land first.
// So the page keeps them in an inert <template>, followed by the inline loader that moves them into
// <head> once the page has painted (runtime/inline-scripts/after-paint.ts; the page's CSP allows it by its hash).
// Both are in the built file, so the page starts its app from any static host (ADR 0013). index.html
// keeps its scripts as they are: it has nothing to paint first.

import { AFTER_PAINT_LOADER, AFTER_PAINT_TEMPLATE_ID } from '../runtime/inline-scripts/after-paint';
// Where the shell's server puts a tab's hints.
import { REMOTE_ENTRY_MARKER as TAB_HINTS_MARKER } from '../runtime/server/page-hints';

export { AFTER_PAINT_TEMPLATE_ID };
const SCRIPT_TAGS = /<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>|<link rel="preload" as="script"[^>]*>/g;

/**
 * index.html's script tags, its script preloads and the tab-hints marker, moved in their order into
 * one template where the first of them was, the loader right after it. Throws when the page has no script or no marker: a page
 * that would never start its app, or never get its tab's hints, must not be written.
 */
export function scriptsAfterPaint(indexHtml: string): string {
  const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
  const tags = [...head.matchAll(SCRIPT_TAGS)].map((match) => match[0]);
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('prerender: index.html has no script to start after the paint');
  if (head.split(TAB_HINTS_MARKER).length !== 2) throw new Error(`prerender: index.html must hold ${TAB_HINTS_MARKER} once in its head`);
  const moved = [...tags, TAB_HINTS_MARKER];
  const at = Math.min(...moved.map((tag) => head.indexOf(tag)));
  let rest = indexHtml;
  for (const tag of moved) rest = rest.replace(tag, '');
  return `${rest.slice(0, at)}<template id="${AFTER_PAINT_TEMPLATE_ID}">${moved.join('')}</template><script>${AFTER_PAINT_LOADER}</script>${rest.slice(at)}`;
}
