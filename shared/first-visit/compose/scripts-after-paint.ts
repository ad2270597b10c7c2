// A prerendered page keeps its scripts in an inert <template> until it has painted (ADR 0010): fetched with the HTML they
// compete with its fonts. The loader is inline in the built file, so any static host starts the app (ADR 0013).
import { AFTER_PAINT_LOADER } from '../page-contract/inline-scripts';
import { TAB_HINTS_MARKER } from '../page-contract/page-files';
import { AFTER_PAINT_TEMPLATE_ID } from '../page-contract/page-marks';

const SCRIPT_TAGS = /<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>|<link rel="preload" as="script"[^>]*>/g;

/** Throws on a page without a script or the marker: it would never start its app, or never get its tab's hints. */
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
