// A remote's prerendered-screens.json (ADR 0009): its screens' loading state as HTML by route, each right until its validUntil.
import fs from 'node:fs';
import path from 'node:path';
import { prerenderConfig } from './prerender-config';
import { PRERENDER_ORIGIN } from './prerender/prerender-origin';
import { moveInlineStyles } from './move-inline-styles';
import type { RspackOptions } from '@rspack/core';

import { PRERENDERED_SCREENS_FILE } from '../page-contract/page-files';
import { TAP_FRAME_NAME } from '../page-contract/page-marks';

export interface PrerenderedScreen {
  html: string;
  styleTags: string;
  validUntil: string;
  /** The first frame of what a control's tap opens, by the name the control carries (ADR 0024); its styles are in styleTags. */
  tapFrames?: Record<string, string>;
}

export type PrerenderedScreens = Record<string, PrerenderedScreen>;

interface PrerenderModule {
  renderPrerenderedScreens(now: Date): PrerenderedScreens;
}

function checkMarkup(where: string, html: string): void {
  if (/<script|<link|<iframe|<meta|<base|<template|\son[a-z]+=|javascript:/i.test(html)) throw new Error(`${where}: markup only (no script, link, iframe, meta, base, template, handler or javascript: URL)`);
  if (/\sstyle="/.test(html)) throw new Error(`${where}: style attributes are refused by the page's CSP (moveInlineStyles)`);
}

export function checkPrerenderedScreens(screens: PrerenderedScreens): void {
  for (const [route, screen] of Object.entries(screens)) {
    const where = `prerendered screen ${route}`;
    if (!/^\/[A-Za-z0-9/_-]*$/.test(route)) throw new Error(`${where}: routes start with "/"`);
    checkMarkup(where, screen.html);
    for (const [name, frame] of Object.entries(screen.tapFrames ?? {})) {
      if (!TAP_FRAME_NAME.test(name)) throw new Error(`${where}: tap frame "${name}" is not a lowercase name`);
      if (!frame.startsWith('<')) throw new Error(`${where}: tap frame ${name} must start with an element`);
      checkMarkup(`${where}, tap frame ${name}`, frame);
    }
    if (!/^(<style[^>]*>[^<]*<\/style>)*$/.test(screen.styleTags)) throw new Error(`${where}: styleTags must be <style> elements only`);
    if (`${screen.html}${screen.styleTags}${Object.values(screen.tapFrames ?? {}).join('')}`.includes(PRERENDER_ORIGIN)) throw new Error(`${where}: names a build-time asset URL the page cannot load`);
    if (Number.isNaN(Date.parse(screen.validUntil))) throw new Error(`${where}: validUntil is not a time`);
  }
}

function withoutStyleAttributes(screens: PrerenderedScreens, name: string): PrerenderedScreens {
  return Object.fromEntries(
    Object.entries(screens).map(([route, screen]) => {
      const prefix = `${name}${route.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
      const moved = moveInlineStyles(screen.html, prefix);
      let styleTags = screen.styleTags + moved.styleTag;
      const tapFrames = Object.entries(screen.tapFrames ?? {}).map(([frameName, frame]) => {
        const movedFrame = moveInlineStyles(frame, `${prefix}-${frameName}`);
        styleTags += movedFrame.styleTag;
        return [frameName, movedFrame.html];
      });
      return [route, { ...screen, html: moved.html, styleTags, ...(tapFrames.length > 0 && { tapFrames: Object.fromEntries(tapFrames) }) }];
    }),
  );
}

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
