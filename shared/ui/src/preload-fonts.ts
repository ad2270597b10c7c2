// The critical font subsets (Latin and UI Korean) start downloading as soon as the app's code runs.
// Without this, the browser first learns of them when the first styled render has injected the
// @font-face rules and laid out text: one more round trip after the JS and /app-config.json, with the
// first text paint waiting on it (swap's short block period) and then shifting when the font swaps.
// A preload link cannot live in the HTML template: the font files are content-hashed assets.
import { fontFiles } from './font-faces';

/** Adds one `<link rel="preload" as="font">` per critical subset to `doc`'s head (once per URL). */
export function preloadCriticalFonts(doc: Document): void {
  for (const font of fontFiles.filter((f) => f.critical)) {
    const already = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].some((link) => link.href === font.url);
    if (already) continue;
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'font');
    link.setAttribute('type', 'font/woff2');
    // Fonts are always fetched in CORS mode: a preload without crossorigin would not be reused.
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', font.url);
    doc.head.append(link);
  }
}
