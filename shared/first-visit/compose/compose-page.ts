// The first-visit pages composed from the build's index.html (ADR 0007, ADR 0009); each throws rather than write a wrong page.
import { moveInlineStyles } from './move-inline-styles';
import { PRERENDER_ORIGIN } from './prerender/prerender-origin';
import { REMOTE_SCREEN_MARKER } from '../page-contract/page-files';
import { REMOTE_SCREEN_SLOT } from './prerender/remote-screen-slot';
import { scriptsAfterPaint } from './scripts-after-paint';
import { KAKAO_LINK_SCRIPT, TAP_KEEPER_SCRIPT } from '../page-contract/inline-scripts';
import { KAKAO_LINK_ATTRIBUTE } from '../page-contract/page-marks';

export interface RenderedScreen {
  html: string;
  styleTags: string;
  criticalFontUrls: string[];
}

const ROOT = '<div id="root"></div>';
export const SCREEN_PARSED_ID = 'momentum-screen-parsed';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KAKAO_HREF = new RegExp(` href="${escapeRegExp(PRERENDER_ORIGIN)}/oauth/authorize[^"]*"`, 'g');

/** The Kakao href becomes a marker kakao-link.ts completes (the build knows neither config nor origin); `rel=expect` paints the screen whole (ADR 0007). */
export function composeLoginPage(indexHtml: string, screen: RenderedScreen): string {
  const kakaoLinks = screen.html.match(KAKAO_HREF) ?? [];
  if (kakaoLinks.length !== 1) throw new Error(`prerender: expected one Kakao link in the login screen, found ${kakaoLinks.length}`);
  const page = composePage(indexHtml, { ...screen, html: screen.html.replace(KAKAO_HREF, ` ${KAKAO_LINK_ATTRIBUTE}=""`) }, 'login', { holdScripts: true });
  if (page.split('</body>').length !== 2) throw new Error('prerender: index.html must contain </body> once');
  return page
    .replace('</head>', `<link rel="expect" href="#${SCREEN_PARSED_ID}" blocking="render"></head>`)
    .replace('</body>', `<template id="${SCREEN_PARSED_ID}"></template><script>${KAKAO_LINK_SCRIPT}</script></body>`);
}

export function composeTabFramePage(indexHtml: string, frame: RenderedScreen, key: string): string {
  // Inside the remote area's Suspense boundary, as the only content: where the remote's markup goes.
  const slot = `<!--$-->${REMOTE_SCREEN_SLOT}<!--/$-->`;
  if (frame.html.split(slot).length !== 2) throw new Error(`prerender: the ${key} frame must hold its remote's slot once, inside its Suspense boundary`);
  const html = frame.html.replace(REMOTE_SCREEN_SLOT, REMOTE_SCREEN_MARKER);
  // Its scripts load with the page: held until the paint, the tab's data showed later (ADR 0014).
  return composePage(indexHtml, { ...frame, html }, `shell-${key}`, { rootAttributes: ' data-hydrate=""' });
}

function composePage(indexHtml: string, screen: RenderedScreen, prefix: string, { rootAttributes = '', holdScripts = false } = {}): string {
  if (indexHtml.split(ROOT).length !== 2) throw new Error(`prerender: index.html must contain ${ROOT} once`);
  const { html: body, styleTag: inlineStyles } = moveInlineStyles(screen.html, prefix);
  // Asset URLs were built under the placeholder origin: the page's own origin serves them.
  const local = (text: string) => text.replaceAll(`${PRERENDER_ORIGIN}/`, '/');
  const fonts = screen.criticalFontUrls
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${local(url)}" />`)
    .join('');
  const page = (holdScripts ? scriptsAfterPaint(indexHtml) : indexHtml)
    // The tap keeper first: a prerendered control is tappable from its paint (ADR 0024).
    .replace('</head>', `<script>${TAP_KEEPER_SCRIPT}</script>${fonts}${local(screen.styleTags)}${inlineStyles}</head>`)
    .replace(ROOT, `<div id="root"${rootAttributes}>${body}</div>`);
  if (page.includes(PRERENDER_ORIGIN)) throw new Error(`prerender: a ${PRERENDER_ORIGIN} URL is left in the page`);
  return page;
}

export function localAssetUrls(page: string): string[] {
  const urls = [...page.matchAll(/(?:url\(['"]?|href=")(\/assets\/[^'")]+)/g)].map((match) => match[1]!);
  return [...new Set(urls)];
}
