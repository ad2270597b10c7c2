// Every app's HtmlRspackPlugin options, from the one template (template.html).
import path from 'node:path';
import { INSTALL_PROMPT_KEEPER } from '../page-contract/inline-scripts';

const HTML_TEMPLATE = path.join(import.meta.dirname, 'template.html');

export interface HtmlPageOptions {
  title: string;
  installable: boolean;
}

export function firstVisitHtmlOptions({ title, installable }: HtmlPageOptions) {
  return {
    template: HTML_TEMPLATE,
    title,
    // Absolute script URLs: the page is also served for deep links such as /auth/kakao/callback (chunks still resolve from 'auto').
    publicPath: '/',
    // A remote's page must run only its own entry, or two federation runtimes fight over HMR.
    chunks: ['main'],
    templateParameters: {
      installLinks: installable
        ? `<link rel="manifest" href="/manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />\n    <script>${INSTALL_PROMPT_KEEPER}</script>`
        : '',
    },
  };
}
