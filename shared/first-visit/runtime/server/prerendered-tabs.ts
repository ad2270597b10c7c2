// The tab frame and remote screen as one page hydrated as one tree (ADR 0009); no valid screen → null, so the plain index.html goes out.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_SCREEN_MARKER, TAB_FRAMES_DIR } from '../../page-contract/page-files';
import { SIGNED_OUT_GATE } from '../../page-contract/inline-scripts';

export interface TabScreen {
  html: string;
  styleTags: string;
  validUntil: number;
}
export type PrerenderedTabScreens = Record<string, TabScreen>;
const ROUTE = /^\/[A-Za-z0-9/_-]*$/;
const STYLE_TAGS = /^(<style[^>]*>[^<]*<\/style>)*$/;
/** Markup only: the page's CSP refuses the rest; <template> is the after-paint template's alone (ADR 0010). */
const NOT_MARKUP = /<script|<link|<iframe|<meta|<base|<template|\son[a-z]+=|\sstyle="|javascript:/i;

export function screensFromFile(value: unknown): PrerenderedTabScreens {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: PrerenderedTabScreens = {};
  for (const [route, screen] of Object.entries(value)) {
    if (!ROUTE.test(route) || !screen || typeof screen !== 'object') continue;
    const { html, styleTags, validUntil } = screen as Record<string, unknown>;
    const until = typeof validUntil === 'string' ? Date.parse(validUntil) : NaN;
    if (typeof html !== 'string' || typeof styleTags !== 'string' || Number.isNaN(until)) continue;
    if (!html.startsWith('<') || NOT_MARKUP.test(html) || html.includes(REMOTE_SCREEN_MARKER) || !STYLE_TAGS.test(styleTags)) continue;
    out[route] = { html, styleTags, validUntil: until };
  }
  return out;
}

export function prerenderedTabPage(root: string, { key, route }: { key: string; route: string }, screens: PrerenderedTabScreens, now = Date.now()): string | null {
  const screen = Object.hasOwn(screens, route) ? screens[route] : undefined;
  if (!screen || now >= screen.validUntil) return null;
  let frame: string;
  try {
    frame = fs.readFileSync(path.join(root, TAB_FRAMES_DIR, `${key}.html`), 'utf8');
  } catch {
    return null;
  }
  if (frame.split(REMOTE_SCREEN_MARKER).length !== 2) return null;
  if (!/<head(\s[^>]*)?>/i.test(frame)) return null;
  // Functions as replacements: a `$` in the markup stays a `$`.
  return frame
    .replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}<script>${SIGNED_OUT_GATE}</script>`)
    .replace('</head>', () => `${screen.styleTags}</head>`)
    .replace(REMOTE_SCREEN_MARKER, () => screen.html);
}
