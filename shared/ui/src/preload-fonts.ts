// Starts the critical font subsets downloading as soon as the app's code runs, not one round trip later
// when the first styled render has laid out text (the first text paint would wait and then shift).
// Not in the HTML template: the font files are content-hashed.
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
