// Writes a remote's `prerendered-screens.json` (ADR 0009): its screens' loading state as HTML, by route,
// which the shell's server puts into the tab's page for the browser to hydrate. Each screen says until
// when it is right (a year in a title, say); after that the plain page is served.
import fs from 'node:fs';
import path from 'node:path';
import { prerenderConfig } from './prerender-config';
import { PRERENDER_ORIGIN } from '../prerender/prerender-origin';
import { moveInlineStyles } from './move-inline-styles';
import type { RspackOptions } from '@rspack/core';

import { PRERENDERED_SCREENS_FILE } from './page-files';

export interface PrerenderedScreen {
  /** The screen's markup inside the shell's remote area. */
  html: string;
  /** Its styled-components <style> tags. */
  styleTags: string;
  /** ISO time after which the markup may be wrong (e.g. the year it shows has ended). */
  validUntil: string;
}

export type PrerenderedScreens = Record<string, PrerenderedScreen>;

/** What a remote's prerender module exports. */
interface PrerenderModule {
  renderPrerenderedScreens(now: Date): PrerenderedScreens;
}

/** Throws unless every screen is safe to put into the shell's page as it is. */
export function checkPrerenderedScreens(screens: PrerenderedScreens): void {
  for (const [route, screen] of Object.entries(screens)) {
    const where = `prerendered screen ${route}`;
    if (!/^\/[A-Za-z0-9/_-]*$/.test(route)) throw new Error(`${where}: routes start with "/"`);
    if (/<script|<link|<iframe|<meta|<base|<template|\son[a-z]+=|javascript:/i.test(screen.html)) throw new Error(`${where}: markup only (no script, link, iframe, meta, base, template, handler or javascript: URL)`);
    if (/\sstyle="/.test(screen.html)) throw new Error(`${where}: style attributes are refused by the page's CSP (moveInlineStyles)`);
    if (!/^(<style[^>]*>[^<]*<\/style>)*$/.test(screen.styleTags)) throw new Error(`${where}: styleTags must be <style> elements only`);
    if (`${screen.html}${screen.styleTags}`.includes(PRERENDER_ORIGIN)) throw new Error(`${where}: names a build-time asset URL the page cannot load`);
    if (Number.isNaN(Date.parse(screen.validUntil))) throw new Error(`${where}: validUntil is not a time`);
  }
}

/** Style attributes become rules (the page's CSP), with ids of their own per remote and route. */
function withoutStyleAttributes(screens: PrerenderedScreens, name: string): PrerenderedScreens {
  return Object.fromEntries(
    Object.entries(screens).map(([route, screen]) => {
      const moved = moveInlineStyles(screen.html, `${name}${route.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, ''));
      return [route, { ...screen, html: moved.html, styleTags: screen.styleTags + moved.styleTag }];
    }),
  );
}

/** The Node build that renders a remote's screens and writes its prerendered-screens.json. */
export function remotePrerenderConfig(appDir: string, name: string, moduleFile: string): RspackOptions {
  return prerenderConfig({
    appDir,
    entries: { screens: moduleFile },
    signedIn: ['screens'],
    write(bundles, distDir) {
      const screens = withoutStyleAttributes((bundles.screens as PrerenderModule).renderPrerenderedScreens(new Date()), name);
      checkPrerenderedScreens(screens);
      fs.writeFileSync(path.join(distDir, PRERENDERED_SCREENS_FILE), JSON.stringify(screens));
    },
  });
}
