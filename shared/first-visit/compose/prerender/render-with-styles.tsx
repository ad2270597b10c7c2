// Build-time only (Node): a React tree as HTML with the styled-components rules it used.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

export function renderWithStyles(tree: ReactElement, identifierPrefix?: string): { html: string; styleTags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree), identifierPrefix === undefined ? undefined : { identifierPrefix });
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
