// The tab frame and remote screen as one page hydrated as one tree (ADR 0009); no valid screen → null, so the plain index.html goes out.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_SCREEN_MARKER, TAB_FRAMES_DIR } from '../../page-contract/page-files';
import { SIGNED_OUT_GATE } from '../../page-contract/inline-scripts';
import { TAP_FRAME_ATTRIBUTE, TAP_FRAME_NAME } from '../../page-contract/page-marks';

export interface TabScreen {
  html: string;
  styleTags: string;
  validUntil: number;
  /** What a tap on one of its controls opens, first frame only, by name (ADR 0024). */
  tapFrames?: Record<string, string>;
}
export type PrerenderedTabScreens = Record<string, TabScreen>;
const ROUTE = /^\/[A-Za-z0-9/_-]*$/;
const STYLE_TAGS = /^(<style[^>]*>[^<]*<\/style>)*$/;
/** Markup only: the page's CSP refuses the rest; <template> is the after-paint template's alone (ADR 0010). */
const NOT_MARKUP = /<script|<link|<iframe|<meta|<base|<template|\son[a-z]+=|\sstyle="|javascript:/i;

function isMarkup(html: unknown): html is string {
  return typeof html === 'string' && html.startsWith('<') && !NOT_MARKUP.test(html) && !html.includes(REMOTE_SCREEN_MARKER);
}

/** Only well-named frames of markup; a bad one is left out (its control then only shows itself pressed). */
function framesFromFile(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([name, html]) => TAP_FRAME_NAME.test(name) && isMarkup(html)));
}

export function screensFromFile(value: unknown): PrerenderedTabScreens {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: PrerenderedTabScreens = {};
  for (const [route, screen] of Object.entries(value)) {
    if (!ROUTE.test(route) || !screen || typeof screen !== 'object') continue;
    const { html, styleTags, validUntil, tapFrames } = screen as Record<string, unknown>;
    const until = typeof validUntil === 'string' ? Date.parse(validUntil) : NaN;
    if (!isMarkup(html) || typeof styleTags !== 'string' || !STYLE_TAGS.test(styleTags) || Number.isNaN(until)) continue;
    out[route] = { html, styleTags, validUntil: until, tapFrames: framesFromFile(tapFrames) };
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
  const templates = Object.entries(screen.tapFrames ?? {})
    .map(([name, html]) => `<template ${TAP_FRAME_ATTRIBUTE}="${name}">${html}</template>`)
    .join('');
  // Functions as replacements: a `$` in the markup stays a `$`.
  return frame
    .replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}<script>${SIGNED_OUT_GATE}</script>`)
    .replace('</head>', () => `${screen.styleTags}</head>`)
    .replace(REMOTE_SCREEN_MARKER, () => screen.html)
    // After #root, outside what React hydrates; a frame without its closing tag takes them at its end.
    .replace(/<\/body>|$/, (end) => `${templates}${end}`);
}
