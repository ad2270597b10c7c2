// The HTML page of every app, from the one template (template.html): the shell's index.html, from which
// the first-visit pages are composed (write-first-visit-pages.ts), and each remote's standalone page.
// @momentum/build's config gives these options to rspack's HtmlRspackPlugin.
import path from 'node:path';
import { INSTALL_PROMPT_KEEPER } from '../runtime/inline-scripts';

/** The one HTML template. To change every page's HTML, edit this file (README.md says how to see it). */
const HTML_TEMPLATE = path.join(import.meta.dirname, 'template.html');

export interface HtmlPageOptions {
  /** The page's <title>. */
  title: string;
  /** Only the shell's pages make the app installable (its manifest and icons are in shell/public). */
  installable: boolean;
}

/** HtmlRspackPlugin's options for an app's page. */
export function firstVisitHtmlOptions({ title, installable }: HtmlPageOptions) {
  return {
    template: HTML_TEMPLATE,
    title,
    // Absolute script URLs: the page is also served for deep links such as /auth/kakao/callback.
    // Chunks still use publicPath 'auto' (resolved from the script's own URL).
    publicPath: '/',
    // A remote's page must run only its own entry, or two federation runtimes fight over HMR.
    chunks: ['main'],
    templateParameters: {
      // With them, the script that keeps an install event that comes before the app's code.
      installLinks: installable
        ? `<link rel="manifest" href="/manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />\n    <script>${INSTALL_PROMPT_KEEPER}</script>`
        : '',
    },
  };
}
